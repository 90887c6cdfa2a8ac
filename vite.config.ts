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
});
