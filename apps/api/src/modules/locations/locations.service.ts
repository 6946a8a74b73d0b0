import type { LocationsRepository, StateAndLgaRows } from './locations.repository.js'
import {
  EXTRA_STATE_ALIASES,
  LGA_RENAMES,
  STATE_RENAMES,
  compareNames,
  locationKey,
} from './location-names.js'

export interface LgaEntry {
  id: number
  name: string
}

export interface StateEntry {
  id: number
  name: string
  /** LGA names, alphabetical. */
  lgas: string[]
  lgasByKey: ReadonlyMap<string, LgaEntry>
}

interface Directory {
  states: string[]
  statesByKey: ReadonlyMap<string, StateEntry>
}

export interface LocationsService {
  /** State names, alphabetical. */
  listStates(): Promise<string[]>
  /** A state by its name or an old name ("Federal Capital Territory"), any case or spacing. */
  findState(name: string): Promise<StateEntry | undefined>
  /** An LGA of the state by its name or an old name ("Badagary"), any case or spacing. */
  findLga(state: StateEntry, name: string): LgaEntry | undefined
  /** The LGA's ward names, alphabetical. */
  listWards(lga: LgaEntry): Promise<string[]>
}

function buildDirectory(rows: StateAndLgaRows): Directory {
  const lgasByState = new Map<number, LgaEntry[]>()
  for (const lga of rows.lgas) {
    const list = lgasByState.get(lga.stateId) ?? []
    list.push({ id: lga.id, name: lga.name })
    lgasByState.set(lga.stateId, list)
  }

  const statesByKey = new Map<string, StateEntry>()
  for (const state of rows.states) {
    const entries = lgasByState.get(state.id) ?? []
    const lgasByKey = new Map(entries.map((lga) => [locationKey(lga.name), lga]))
    for (const [oldName, newName] of Object.entries(LGA_RENAMES[state.name] ?? {})) {
      const lga = lgasByKey.get(locationKey(newName))
      if (lga) lgasByKey.set(locationKey(oldName), lga)
    }
    statesByKey.set(locationKey(state.name), {
      id: state.id,
      name: state.name,
      lgas: entries.map((lga) => lga.name).sort(compareNames),
      lgasByKey,
    })
  }
  for (const [alias, name] of Object.entries({ ...STATE_RENAMES, ...EXTRA_STATE_ALIASES })) {
    const state = statesByKey.get(locationKey(name))
    if (state) statesByKey.set(locationKey(alias), state)
  }
  return { states: rows.states.map((state) => state.name).sort(compareNames), statesByKey }
}

/**
 * Remembers a promise, but not a rejected one: a first read that fails (database briefly away)
 * must not be the answer for the rest of the process's life.
 */
function memo<T>(cache: Map<number, Promise<T>>, key: number, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key)
  if (!pending) {
    pending = load()
    cache.set(key, pending)
    pending.catch(() => cache.delete(key))
  }
  return pending
}

/**
 * Nigeria's states, LGAs and wards never change while the shop runs, so each list is read once,
 * on first use, and answered from memory after that: states and LGAs together (811 rows), each
 * LGA's wards when first asked for. One service per app instance, not a module global, so
 * every test app sees its own database.
 */
export function createLocationsService({
  repository,
}: {
  repository: LocationsRepository
}): LocationsService {
  const directory = new Map<number, Promise<Directory>>()
  const wardLists = new Map<number, Promise<string[]>>()
  const load = () =>
    memo(directory, 0, async () => buildDirectory(await repository.loadStatesAndLgas()))

  return {
    async listStates() {
      return (await load()).states
    },
    async findState(name) {
      return (await load()).statesByKey.get(locationKey(name))
    },
    findLga(state, name) {
      return state.lgasByKey.get(locationKey(name))
    },
    listWards(lga) {
      return memo(wardLists, lga.id, async () =>
        (await repository.listWardNames(lga.id)).sort(compareNames),
      )
    },
  }
}
