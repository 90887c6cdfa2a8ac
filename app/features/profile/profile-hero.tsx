import { BadgeCheck, CalendarCheck, GraduationCap, Video } from "../../components/icons/icons.tsx";
import { useEffect, useRef, useState } from "react";
import { photoSrcSet } from "../../../common/photos/sizes.ts";
import { experienceLabel } from "../../../common/providers/experience.ts";
import type { PublicProviderProfile } from "../../../common/providers/types.ts";
import { formatMxn } from "../../../common/text/format.ts";
import { FavouriteButton } from "../../components/providers/favourite-button.tsx";
import { providerInitials, RatingSummary } from "../../components/providers/provider-summary.tsx";
import { PrimaryActions, SecondaryActions, type ProfileContact } from "./profile-actions.tsx";

function ProfilePhoto({ provider }: { provider: PublicProviderProfile }) {
  const [broken, setBroken] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A photo that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0) setBroken(true);
  }, [provider.avatar]);

  const classes =
    "size-20 shrink-0 rounded-full border-4 border-white bg-brand-100 shadow-md sm:size-32";
  if (provider.avatar && !broken) {
    return (
      <img
        ref={img}
        src={provider.avatar}
        srcSet={photoSrcSet(provider.avatar, "avatar")}
        sizes="(min-width: 640px) 128px, 80px"
        alt={`Foto de ${provider.name}`}
        width={128}
        height={128}
        fetchPriority="high"
        onError={() => setBroken(true)}
        className={`${classes} object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${classes} flex items-center justify-center text-2xl font-bold text-brand-800 sm:text-3xl`}
    >
      {providerInitials(provider.name)}
    </span>
  );
}

function Badge({
  icon: Icon,
  children,
  tone = "brand",
}: {
  icon: typeof BadgeCheck;
  children: React.ReactNode;
  tone?: "brand" | "sky";
}) {
  const tones = { brand: "bg-brand-50 text-brand-800", sky: "bg-sky-50 text-sky-800" };
  return (
    <li
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${tones[tone]}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </li>
  );
}

/**
 * Who the doctor is and how to reach them. On a phone it fits the first screen (photo, name,
 * verified badge, specialty, rating with its count, price, Llamar and WhatsApp); the banner
 * and the larger photo appear from the small-tablet width up.
 */
export function ProfileHero({
  provider,
  contact,
  favouriteError = null,
}: {
  provider: PublicProviderProfile;
  contact: ProfileContact;
  /** The page action's refusal of the heart (sent before the scripts ran). */
  favouriteError?: string | null;
}) {
  const experience = experienceLabel(provider.experience);
  return (
    <article
      aria-labelledby="perfil-nombre"
      className="mt-3 sm:mt-6 sm:overflow-hidden sm:rounded-2xl sm:border sm:border-gray-200"
    >
      <div className="hidden h-44 bg-gradient-to-r from-brand-600 to-brand-800 sm:block">
        {provider.bannerImage ? (
          <img
            src={provider.bannerImage}
            srcSet={photoSrcSet(provider.bannerImage, "banner")}
            sizes="(min-width: 1152px) 1152px, 100vw"
            alt=""
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="sm:px-5 sm:pb-6">
        <div className="flex items-start gap-4 sm:-mt-16 sm:block">
          <ProfilePhoto provider={provider} />
          <div className="min-w-0 sm:mt-3">
            <h1
              id="perfil-nombre"
              className="text-xl leading-tight font-bold text-gray-900 sm:text-3xl"
            >
              {provider.name}
            </h1>
            {provider.licenseVerified ? (
              <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
                <BadgeCheck aria-hidden="true" className="size-4" />
                Cédula verificada
              </p>
            ) : null}
            <div className="flex items-center gap-2">
              <p className="text-base text-brand-700 sm:text-lg">{provider.specialty}</p>
              <FavouriteButton
                providerId={provider.id}
                providerName={provider.name}
                formIntent="favourite"
                error={favouriteError}
              />
            </div>
          </div>
        </div>

        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
          <a href="#resenas" className="rounded hover:underline">
            <RatingSummary rating={provider.rating} />
          </a>
          {provider.price ? (
            <p className="text-sm text-gray-700">
              Consulta desde{" "}
              <span className="font-bold text-gray-900">{formatMxn(provider.price)}</span>
            </p>
          ) : null}
        </div>

        <div className="mt-3">
          <PrimaryActions provider={provider} contact={contact} />
        </div>

        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Distintivos">
          {experience ? <Badge icon={GraduationCap}>{experience}</Badge> : null}
          {provider.availableToday ? <Badge icon={CalendarCheck}>Disponible hoy</Badge> : null}
          {provider.telemedicine ? (
            <Badge icon={Video} tone="sky">
              Teleconsulta
            </Badge>
          ) : null}
        </ul>

        <div className="mt-4">
          <SecondaryActions provider={provider} contact={contact} />
        </div>

        {provider.training ? <TrainingBox provider={provider} /> : null}
        {provider.bio ? (
          <p className="mt-4 whitespace-pre-line text-gray-700">{provider.bio}</p>
        ) : null}
      </div>
    </article>
  );
}

function TrainingBox({ provider }: { provider: PublicProviderProfile }) {
  const training = provider.training!;
  return (
    <div className="mt-4 rounded-lg bg-gray-50 p-4">
      <h2 className="flex items-center gap-2 font-semibold text-gray-900">
        <GraduationCap aria-hidden="true" className="size-5 text-brand-600" />
        Formación académica
      </h2>
      <dl className="mt-2 grid gap-1 text-sm text-gray-700 sm:grid-cols-3">
        {training.degree ? (
          <div>
            <dt className="text-gray-500">Título</dt>
            <dd>{training.degree}</dd>
          </div>
        ) : null}
        {training.institution ? (
          <div>
            <dt className="text-gray-500">Institución</dt>
            <dd>{training.institution}</dd>
          </div>
        ) : null}
        {provider.licenseNumber ? (
          <div>
            <dt className="text-gray-500">Cédula profesional</dt>
            <dd>
              {provider.licenseNumber}
              {training.registrationYear ? ` (registro ${training.registrationYear})` : ""}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
