import type { SVGProps } from "react";
import spriteUrl from "./sprite.svg?url";

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * Lucide icons drawn from one cached SVG sprite (scripts/icon-sprite.ts writes sprite.svg from
 * the lucide-react package): each icon costs a few bytes of JavaScript instead of its path data
 * and lucide's renderer. The stroke (currentColor, width 2, round caps and joins) is set once
 * on each <symbol> of the sprite instead of on every <svg> of every page (a results page draws
 * about a hundred); `fill="none"` stays here, where a fill-* class can override it. No xmlns:
 * the HTML parser places <svg> in the SVG namespace by itself.
 */
function spriteIcon(id: string) {
  function SpriteIcon({ className, ...rest }: IconProps) {
    const labelled = rest["aria-label"] !== undefined || rest["aria-labelledby"] !== undefined;
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden={labelled ? undefined : true}
        className={className ? `lucide ${className}` : "lucide"}
        {...rest}
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = id;
  return SpriteIcon;
}

// Names as lucide-react exports them, so a file only changes its import line.
export const AlertCircle = spriteIcon("circle-exclamation-point");
export const AlertTriangle = spriteIcon("triangle-exclamation-point");
export const ArrowLeft = spriteIcon("arrow-left");
export const BadgeCheck = spriteIcon("badge-check");
export const Building2 = spriteIcon("building-complex");
export const CalendarCheck = spriteIcon("calendar-check");
export const Check = spriteIcon("check");
export const CheckCircle2 = spriteIcon("circle-check");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const Circle = spriteIcon("circle");
export const CircleHelp = spriteIcon("circle-question-mark");
export const ClipboardCheck = spriteIcon("clipboard-check");
export const Clock = spriteIcon("clock");
export const Columns3 = spriteIcon("columns-3");
export const ExternalLink = spriteIcon("external-link");
export const Eye = spriteIcon("eye");
export const EyeOff = spriteIcon("eye-off");
export const FilePlus = spriteIcon("file-plus");
export const FileSearch = spriteIcon("file-search");
export const Globe = spriteIcon("globe");
export const GraduationCap = spriteIcon("graduation-cap");
export const Heart = spriteIcon("heart");
export const Hospital = spriteIcon("hospital");
export const Info = spriteIcon("info");
export const KeyRound = spriteIcon("key-round");
export const LayoutDashboard = spriteIcon("layout-dashboard");
export const Link2 = spriteIcon("link-2");
export const List = spriteIcon("list");
export const ListChecks = spriteIcon("list-checks");
export const Loader2 = spriteIcon("loader-circle");
export const LockKeyhole = spriteIcon("lock-keyhole");
export const LogIn = spriteIcon("log-in");
export const LogOut = spriteIcon("log-out");
export const Mail = spriteIcon("mail");
export const MailCheck = spriteIcon("mail-check");
export const MailWarning = spriteIcon("mail-exclamation-point");
export const Map = spriteIcon("map");
export const MapPin = spriteIcon("map-pin");
export const MapPinOff = spriteIcon("map-pin-off");
export const Menu = spriteIcon("menu");
export const MessageCircle = spriteIcon("message-circle");
export const MessageSquare = spriteIcon("message-square");
export const MessageSquareReply = spriteIcon("message-square-reply");
export const Mic = spriteIcon("mic");
export const Pencil = spriteIcon("pencil");
export const PenLine = spriteIcon("pen-line");
export const Phone = spriteIcon("phone");
export const PhoneCall = spriteIcon("phone-call");
export const Plus = spriteIcon("plus");
export const RefreshCw = spriteIcon("refresh-cw");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Rows3 = spriteIcon("rows-3");
export const Save = spriteIcon("save");
export const Search = spriteIcon("search");
export const Send = spriteIcon("send");
export const Share2 = spriteIcon("share-2");
export const ShieldAlert = spriteIcon("shield-exclamation-point");
export const ShieldCheck = spriteIcon("shield-check");
export const Sparkles = spriteIcon("sparkles");
export const Square = spriteIcon("square");
export const Star = spriteIcon("star");
export const Stethoscope = spriteIcon("stethoscope");
export const ThumbsUp = spriteIcon("thumbs-up");
export const Trash2 = spriteIcon("trash");
export const TriangleAlert = spriteIcon("triangle-exclamation-point");
export const Upload = spriteIcon("upload");
export const UserPlus = spriteIcon("user-plus");
export const UserRound = spriteIcon("user-round");
export const Users = spriteIcon("users");
export const Video = spriteIcon("video");
export const X = spriteIcon("x");
export const XCircle = spriteIcon("circle-x");
