import { serverMessage } from '@scentia/domain/http/errors'
import { useState } from 'react'
import { apiRequest, isApiError } from './api-client'
import { queryOptions, useServerQuery } from './server-state'

export type LocationLevel = 'states' | 'lgas' | 'wards'

/** Nigeria's states, LGAs and wards do not change while someone shops: fetch each list once. */
const LOCATIONS_STALE_MS = Number.POSITIVE_INFINITY

const levelNoun: Record<LocationLevel, string> = {
  states: 'states',
  lgas: 'LGAs',
  wards: 'wards',
}

/**
 * docs/product.md §S8 Locations: 'Unable to load states. Please try again.' when the network failed,
 * otherwise the server's message, or 'Failed to load states' when it gave none.
 */
export function locationErrorMessage(level: LocationLevel, error: unknown): string {
  if (isApiError(error)) {
    if (error.type === 'NETWORK_ERROR')
      return `Unable to load ${levelNoun[level]}. Please try again.`
    const text = serverMessage(error.details)
    if (text) return text
  }
  return `Failed to load ${levelNoun[level]}`
}

export async function fetchLocationList(
  level: LocationLevel,
  query: { state?: string; lga?: string },
  signal: AbortSignal,
): Promise<string[]> {
  const response = await apiRequest('/locations', {
    query,
    signal,
    schema: async () => (await import('@scentia/contracts/locations')).locationsAnswerSchema,
  })
  const lists: Partial<Record<LocationLevel, string[]>> = response.data
  return lists[level] ?? []
}

export const locationKeys = {
  states: ['locations', 'states'] as const,
  lgas: (state: string) => ['locations', 'lgas', state] as const,
  wards: (state: string, lga: string) => ['locations', 'wards', state, lga] as const,
}

/** `load: false` holds a list back (it stays loading) until its screen wants it. */
function statesQueryOptions(load: boolean) {
  return queryOptions({
    queryKey: locationKeys.states,
    queryFn: ({ signal }) => fetchLocationList('states', {}, signal),
    staleTime: LOCATIONS_STALE_MS,
    enabled: load,
  })
}

function lgasQueryOptions(state: string, load: boolean) {
  return queryOptions({
    queryKey: locationKeys.lgas(state),
    queryFn: ({ signal }) => fetchLocationList('lgas', { state }, signal),
    staleTime: LOCATIONS_STALE_MS,
    enabled: load && state !== '',
  })
}

function wardsQueryOptions(state: string, lga: string, load: boolean) {
  return queryOptions({
    queryKey: locationKeys.wards(state, lga),
    queryFn: ({ signal }) => fetchLocationList('wards', { state, lga }, signal),
    staleTime: LOCATIONS_STALE_MS,
    enabled: load && state !== '' && lga !== '',
  })
}

export interface LocationSelection {
  state: string
  lga: string
  ward: string
}

export type LocationCascade = ReturnType<typeof useLocationCascade>

/**
 * docs/product.md §S4 location cascade: choosing a state clears LGA and ward and loads the LGAs; choosing
 * an LGA clears the ward and loads the wards. LGA waits for a state, ward for an LGA.
 *
 * `load: false` holds the lookups back (the lists stay loading) until the caller wants them:
 * the product page's estimate waits until the shopper nears it.
 */
export function useLocationCascade(
  initial: Partial<LocationSelection> = {},
  { load = true }: { load?: boolean } = {},
) {
  const [selection, setSelection] = useState<LocationSelection>({
    state: initial.state ?? '',
    lga: initial.lga ?? '',
    ward: initial.ward ?? '',
  })
  // The product page's delivery estimate is on its first screen (decision 054).
  const states = useServerQuery(statesQueryOptions(load))
  const lgas = useServerQuery(lgasQueryOptions(selection.state, load))
  const wards = useServerQuery(wardsQueryOptions(selection.state, selection.lga, load))

  return {
    selection,
    states,
    lgas,
    wards,
    isLgaEnabled: selection.state !== '',
    isWardEnabled: selection.lga !== '',
    setState: (state: string) => {
      setSelection({ state, lga: '', ward: '' })
    },
    setLga: (lga: string) => {
      setSelection((current) => ({ ...current, lga, ward: '' }))
    },
    setWard: (ward: string) => {
      setSelection((current) => ({ ...current, ward }))
    },
  }
}
