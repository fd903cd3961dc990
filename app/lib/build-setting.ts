// A missing setting stops the build rather than shipping a guess.
export function buildSetting(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === "") {
    throw new Error(`${name} is not set: it belongs in .env (see the README, "Configuration").`);
  }
  return value.trim();
}
