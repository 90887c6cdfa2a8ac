import { randomUUID } from "node:crypto";
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
      // Written aside and renamed: a reader never sees half a file. The aside name is new each
      // time: two uploads of the same picture at once write the same key, and a shared name
      // made the second rename find nothing (a 500). The last rename wins with equal bytes.
      const temporary = `${fileOf(key)}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, fileOf(key));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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
