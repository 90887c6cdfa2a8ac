import { type RouteConfig, index, route } from "@react-router/dev/routes";

// The route table of public-side section 2, in its order; later issues add their screens.
export default [index("routes/home.tsx"), route("*", "routes/not-found.tsx")] satisfies RouteConfig;
