export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
export const chance = (p: number): boolean => Math.random() < p;
export const randomInt = (below: number): number => Math.floor(Math.random() * below);
