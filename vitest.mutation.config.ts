import { defineConfig } from "vitest/config";
import { unitProject } from "./vitest.config.ts";

// Mutation runs (scripts/mutation.ts) kill mutants with the unit tests alone: the integration
// project needs databases and takes minutes, once per mutant.
export default defineConfig({ test: unitProject.test });
