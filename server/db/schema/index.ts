export * from "./auth.ts";
export * from "./catalog.ts";
export * from "./providers.ts";
export * from "./reviews.ts";
export * from "./social.ts";
export * from "./blog.ts";
export * from "./admin.ts";
export * from "./system.ts";
