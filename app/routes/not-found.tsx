import { data } from "react-router";
import { NotFoundPage } from "../components/layout/not-found-page.tsx";

// Any path no other route claims: a real 404 status, rendered by the shared page.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
