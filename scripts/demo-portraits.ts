// Writes the demo portraits into public/images/retratos/ (run after changing the drawings).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  PORTRAITS_PER_SEX,
  portraitPath,
  portraitSvg,
  type PortraitSex,
} from "../server/db/seed/portraits.ts";
import { projectRoot } from "./lib/build.ts";

for (const sex of ["female", "male"] as PortraitSex[]) {
  for (let variant = 0; variant < PORTRAITS_PER_SEX; variant++) {
    const file = path.join(projectRoot, "public", portraitPath(sex, variant));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${portraitSvg(sex, variant)}\n`);
  }
}
console.log(`${PORTRAITS_PER_SEX * 2} retratos escritos en public/images/retratos/`);
