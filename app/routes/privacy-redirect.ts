import { redirect } from "react-router";

/** /privacidad, the address the spec's doctor signup linked, is the privacy notice's old name. */
export function loader() {
  return redirect("/aviso-de-privacidad", 301);
}
