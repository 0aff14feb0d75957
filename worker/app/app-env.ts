import type { MenuRepository } from "../data/repository";

export type AppEnv = {
  Bindings: Env;
  Variables: { repository: MenuRepository };
};
