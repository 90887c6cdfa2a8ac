import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

const SERVER_ONLY = ["**/*.server.ts"];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const SERVER_CODE = {
  group: ["**/server/**", "#server/*", "~/server/*"],
  message: "Las rutas y app/lib importan código del servidor solo desde un módulo .server.ts.",
};
const UPPER_LAYERS = {
  group: ["**/features/**", "**/routes/**", "**/+types/**"],
  message: "app/lib no depende de las rutas ni de app/features.",
};

const COMPONENT_SERVER_CODE = {
  group: SERVER_CODE.group,
  message: "Los componentes no pueden importar código del servidor.",
};

// A feature folder (app/features/<area>/) imports only itself, app/components/, app/lib/ and
// common/; what two features share moves down to app/components/ or app/lib/. The specifier is
// resolved against the importing file, so "../search/…" is caught at any depth, and import(),
// re-exports and #app/ paths are checked too (no-restricted-imports sees neither import() nor
// where a relative path lands).
const APP = fileURLToPath(new URL("./app/", import.meta.url));
const FEATURES = path.join(APP, "features");
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith("..") || path.isAbsolute(relative)
    ? null
    : relative.split(path.sep)[0];
}
const noCrossFeatureImports = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      crossFeature:
        "app/features/{{own}}/ imports app/features/{{other}}/: a feature imports only its own folder, app/components/, app/lib/ and common/. Move what both use to app/components/ or app/lib/ (docs/architecture.md, 'Folders').",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      const specifier = source?.value;
      if (typeof specifier !== "string") return;
      const target = specifier.startsWith(".")
        ? path.resolve(path.dirname(context.filename), specifier)
        : specifier.startsWith("#app/")
          ? path.join(APP, specifier.slice("#app/".length))
          : null;
      const other = target ? featureOf(target) : null;
      if (other && other !== own) {
        context.report({ node: source, messageId: "crossFeature", data: { own, other } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "data/",
      ".react-router/",
      ".tmp/",
      ".stryker-tmp/",
      "reports/",
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
    rules: { "no-restricted-imports": ["error", { patterns: [COMPONENT_SERVER_CODE] }] },
  },
  {
    // Each feature imports no other feature (docs/architecture.md, "Folders").
    files: ["app/features/**"],
    plugins: { app: { rules: { "no-cross-feature-imports": noCrossFeatureImports } } },
    rules: { "app/no-cross-feature-imports": "error" },
  },
  {
    // app/components/ is the shared UI under every feature: it imports no feature and no route.
    files: ["app/components/**"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            COMPONENT_SERVER_CODE,
            {
              group: ["**/features/**", "**/routes/**", "#app/features/*", "#app/routes/*"],
              message:
                "app/components/ is shared UI and imports no feature or route (docs/architecture.md, 'Folders').",
            },
          ],
        },
      ],
    },
  },
  {
    // Route modules and app/lib reach the bundle the browser loads: server code only through
    // a `.server.ts` module (React Router keeps those out of the client build) or the load
    // context's services.
    files: ["app/routes/**"],
    ignores: [...SERVER_ONLY, ...TESTS],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_CODE] }] },
  },
  {
    // app/lib sits below the features and routes that use it.
    files: ["app/lib/**"],
    ignores: [...SERVER_ONLY, ...TESTS],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_CODE, UPPER_LAYERS] }] },
  },
  {
    files: ["app/lib/**/*.server.ts"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: [UPPER_LAYERS] }] },
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
  {
    // One module for dates and zones (common/time/): formatters built elsewhere forget the
    // zone, and a zone typed by hand drifts from the catalogue.
    files: ["app/**", "common/**", "server/**", "scripts/**"],
    ignores: ["common/time/**", "common/catalogs/cities.ts", ...TESTS],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Las fechas se formatean con common/time/format.ts (siempre con zona horaria).",
        },
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]",
          message: "Las fechas se formatean con common/time/format.ts (siempre con zona horaria).",
        },
        {
          selector: "Literal[value='America/Mexico_City']",
          message: "La zona por omisión es DEFAULT_TIME_ZONE (common/time/zones.ts).",
        },
      ],
    },
  },
);
