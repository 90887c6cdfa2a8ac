import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PHOTO_KEY, type PhotoStorage } from "./storage.ts";

/** Photos in a local folder (PHOTOS_DIR): the default, fine for one server. */
export function createDiskPhotoStorage(dir: string): PhotoStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    if (!PHOTO_KEY.test(key)) throw new Error(`Nombre de foto inválido: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: "disk",
    async put(key, bytes) {
      await mkdir(root, { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = `${fileOf(key)}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, fileOf(key));
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
