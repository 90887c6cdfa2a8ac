// The build's last step (`npm run build`): brotli and gzip copies of the client files.
import path from "node:path";
import { projectRoot } from "./lib/build.ts";
import { precompressClientBuild } from "./lib/precompress.ts";

const { files, bytes } = precompressClientBuild(path.join(projectRoot, "build/client"));
console.log(
  `Archivos comprimidos con brotli y gzip: ${files} (${(bytes / 1024).toFixed(0)} KB sin comprimir).`,
);
