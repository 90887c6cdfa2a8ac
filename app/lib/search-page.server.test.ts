import { describe, expect, it } from "vitest";
import { filtersFromRequest } from "./search-page.server.ts";

/** What filtersFromRequest throws (a redirect Response) or returns, for a URL and its route. */
function outcome(url: string, path: { specialty?: string; city?: string } = {}) {
  try {
    return { filters: filtersFromRequest(new Request(`http://localhost${url}`), path) };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get("Location") };
  }
}

describe("the filter panel submitted by the browser before hydration", () => {
  it("goes on to the canonical URL, leaving the city for teleconsultation", () => {
    expect(
      outcome(
        "/medicina-general/guadalajara?sort=price&insurer=&priceMax=1000&minRating=&telemedicine=on&availability=today&verified=true",
        { specialty: "medicina-general", city: "guadalajara" },
      ),
    ).toEqual({
      status: 302,
      location:
        "/medicina-general?city=online&availability=today&priceMax=1000&verified=true&sort=price",
    });
  });

  it("keeps the zone of the page when the search form (without scripts) stays in its city", () => {
    const form = (city: string) =>
      outcome(`/?q=caries&specialty=odontologia&city=${city}&zone=centro&zoneCity=cancun&gender=F`);
    expect(form("cancun")).toEqual({
      status: 302,
      location: "/odontologia/cancun?q=caries&zone=centro&gender=F",
    });
    expect(form("merida")).toEqual({
      status: 302,
      location: "/odontologia/merida?q=caries&gender=F",
    });
  });

  it("keeps the city, the words and the zone when teleconsultation is not asked for", () => {
    expect(
      outcome("/?q=rodilla&city=monterrey&zone=centro&insurer=gnp-seguros&priceMax=&minRating=4"),
    ).toEqual({
      status: 302,
      location: "/?q=rodilla&city=monterrey&zone=centro&insurer=gnp-seguros&minRating=4",
    });
  });

  it("leaves an online search when its box is unticked", () => {
    expect(
      outcome("/cardiologia?insurer=&priceMax=&minRating=", { specialty: "cardiologia" }),
    ).toEqual({ status: 302, location: "/cardiologia" });
  });

  it("keeps 'Con cita en línea' on the way to the canonical URL", () => {
    expect(
      outcome(
        "/pediatria/tijuana?insurer=&priceMax=&minRating=&availability=today&booking=online",
        { specialty: "pediatria", city: "tijuana" },
      ),
    ).toEqual({ status: 302, location: "/pediatria/tijuana?availability=today&booking=online" });
    const { filters } = outcome("/pediatria/tijuana?booking=online", {
      specialty: "pediatria",
      city: "tijuana",
    });
    expect(filters).toMatchObject({ onlineBooking: true });
  });

  it("does not redirect a canonical URL", () => {
    const { filters } = outcome("/cardiologia/guadalajara?priceMax=1000&verified=true", {
      specialty: "cardiologia",
      city: "guadalajara",
    });
    expect(filters).toMatchObject({ specialtySlug: "cardiologia", priceMax: 1000, verified: true });
  });
});
