import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    watch: { ignored: ["**/data/**", "**/build/**", "**/test-results/**"] },
  },
  build: {
    // Hashed file names let the server send long-lived cache headers for /assets.
    assetsDir: "assets",
  },
  // Fewer first-load requests (issue #19 item 5): React, React DOM and React Router in one
  // chunk; the app's modules that at least twenty route modules import in another; the Radix
  // parts that at least eight use in a third. Everything else is split as Rolldown decides,
  // so a route still loads only what it imports (leaflet, the admin panel and the dashboards
  // stay in their own chunks). Home 30 scripts, results 28, profile 20, article 15 (37, 35, 21
  // and 16 without groups). With ten instead of twenty the shared chunk held 3 KB (gzip) the
  // profile and the article do not use, and the profile passed its 130 KB budget.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
                  priority: 2,
                },
                {
                  name: "common",
                  test: /[\\/](app|common)[\\/]/,
                  minShareCount: 20,
                  priority: 1,
                },
                {
                  name: "ui",
                  test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui)[\\/]/,
                  minShareCount: 8,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
