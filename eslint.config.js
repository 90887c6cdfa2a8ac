import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      ".tmp/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Browser code flows one way: components and features never reach into the server.
    files: ["app/components/**", "app/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "#server/*", "~/server/*"],
              message: "Los componentes no pueden importar código del servidor.",
            },
          ],
        },
      ],
    },
  },
  {
    // common/ is isomorphic: it imports neither the React app nor the server.
    files: ["common/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/app/**", "#server/*", "#app/*"],
              message: "common/ no depende de app/ ni de server/.",
            },
          ],
        },
      ],
    },
  },
);
