import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedDataFolder } from '../../config/paths.js'
import { wardFeeTableSchema } from '../shipping/ward-fee-table.js'
import { cleanLocations, cleanPlaceName, cleanWardName } from './location-cleaning.js'
import { locationDataSchema } from './location-data.js'
import { LGA_RENAMES, STATE_RENAMES, compareNames, locationKey } from './location-names.js'

describe('cleanWardName', () => {
  it.each([
    ['oniwaya/Papa-Uku', 'Oniwaya/Papa-Uku'],
    ['Apapa i (Marine rd. & Environs)', 'Apapa I (Marine Rd. & Environs)'],
    ['Apapa III (Creek rd. Tincan/Snake Island', 'Apapa III (Creek Rd. Tincan/Snake Island)'],
    ['Afolabi Alasia str. And Environs', 'Afolabi Alasia Str. and Environs'],
    ['Oka iv/Owake/Ebo/Ayegunle', 'Oka IV/Owake/Ebo/Ayegunle'],
    ['Ogoja Urban ii', 'Ogoja Urban II'],
    ['Oron UrbanVI', 'Oron Urban VI'],
    ['IlepaII', 'Ilepa II'],
    ['Agulu   IV', 'Agulu IV'],
    ['  Abayi  I ', 'Abayi I'],
    ['Katuka\nKiyawa\n', 'Katuka Kiyawa'],
    ['Sina / Kamale / kwande', 'Sina/Kamale/Kwande'],
    ['Umu - Imenyi', 'Umu-Imenyi'],
    ['Oyere - II', 'Oyere II'],
    ['Iwar(Tongov I)', 'Iwar (Tongov I)'],
    ['Inland Town VIII`', 'Inland Town VIII'],
    ['Jama\'are "A"', "Jama'are 'A'"],
    ["Rann \"B''/Daima", "Rann 'B'/Daima"],
    ["Shinkafi 'A", "Shinkafi 'A'"],
    ["Jagun B'", "Jagun 'B'"],
    ["Bumbum 'a'", "Bumbum 'A'"],
    ["'Yan Dalla", "'Yan Dalla"],
    ["Mai'adua 'B'", "Mai'adua 'B'"],
    ['Gra/Police Barracks', 'GRA/Police Barracks'],
    ['Hotoro (NNPC)', 'Hotoro (NNPC)'],
    ['ILUNLA/Bagbe/Odowo I', 'Ilunla/Bagbe/Odowo I'],
    ['Ward VI, N6A PART I', 'Ward VI, N6A Part I'],
    ['Urue offOng V', 'Urue Offong V'],
    ['Vi / boka', 'Vi/Boka'], // a place called Vi, not the numeral six
    ['02, (Orimedu II)', 'Orimedu II'],
    ['S,2a (Siriwon/Igbekodo II)', 'Siriwon/Igbekodo II'],
    ['Amuwo-Odofin Housing Estate, Mile 2', 'Amuwo-Odofin Housing Estate, Mile 2'],
    ["Iloro Waard 'A'", "Iloro Ward 'A'"],
    ['Anifowoshe/Ikeja', 'Anifowoshe/Ikeja'],
    ['Festac II', 'Festac II'],
  ])('%j → %j', (raw, clean) => {
    expect(cleanWardName(raw)).toBe(clean)
  })
})

describe('cleanPlaceName', () => {
  it.each([
    ['Federal Capital Territory', STATE_RENAMES, 'FCT'],
    ['Nassarawa', STATE_RENAMES, 'Nasarawa'],
    ['Lagos', STATE_RENAMES, 'Lagos'],
    ['Badagary', LGA_RENAMES.Lagos ?? {}, 'Badagry'],
    ['Katsina- Ala', LGA_RENAMES.Benue ?? {}, 'Katsina-Ala'],
    ['Igbo-eze North', {}, 'Igbo-Eze North'],
    ['Yalmatu / Deba', LGA_RENAMES.Gombe ?? {}, 'Yamaltu/Deba'],
  ])('%j → %j', (raw, renames, clean) => {
    expect(cleanPlaceName(raw, renames)).toBe(clean)
  })
})

describe('cleanLocations', () => {
  it('drops a ward repeated in the same LGA, whatever its case and spacing, keeping the first', () => {
    const ward = (name: string, latitude: number) => ({ name, latitude, longitude: 3.3 })
    const { states, droppedWards, unusedFixes } = cleanLocations([
      {
        state: 'Nassarawa',
        lgas: [
          {
            name: 'Keffi',
            wards: [ward('Angwan Iya I', 8.1), ward('angwan  iya I', 8.2), ward('Yara', 8.3)],
          },
          { name: 'Karu', wards: [ward('Yara', 8.4)] },
        ],
      },
    ])
    expect(droppedWards).toEqual(['Nasarawa / Keffi / angwan  iya I (kept "Angwan Iya I")'])
    expect(unusedFixes).toContain('Lagos / Badagary')
    expect(states).toEqual([
      {
        name: 'Nasarawa',
        lgas: [
          { name: 'Karu', wards: [ward('Yara', 8.4)] },
          { name: 'Keffi', wards: [ward('Angwan Iya I', 8.1), ward('Yara', 8.3)] },
        ],
      },
    ])
  })
})

describe('locationKey and compareNames', () => {
  it.each([
    [' lagos ', 'Lagos'],
    ['FEDERAL  CAPITAL TERRITORY', 'Federal Capital Territory'],
    ['Oshodi / Isolo', 'Oshodi/Isolo'],
  ])('%j matches %j', (a, b) => {
    expect(locationKey(a)).toBe(locationKey(b))
  })

  it('sorts alphabetically, case-insensitively and with numbers in numeric order', () => {
    expect(['Ward 10', 'ward 2', 'Agege', 'Ward 1'].sort(compareNames)).toEqual([
      'Agege',
      'Ward 1',
      'ward 2',
      'Ward 10',
    ])
  })
})

describe('the committed data (src/db/seed/data)', () => {
  const locationsFile = path.join(seedDataFolder, 'nigeria-locations.json')
  const states = locationDataSchema.parse(JSON.parse(readFileSync(locationsFile, 'utf8')))
  const lgas = states.flatMap((state) => state.lgas.map((lga) => ({ state: state.name, ...lga })))
  const wards = lgas.flatMap((lga) =>
    lga.wards.map((ward) => ({ state: lga.state, lga: lga.name, ...ward })),
  )

  it('holds Nigeria: 37 states as shoppers name them, 774 LGAs and 8,798 distinct wards', () => {
    expect(states).toHaveLength(37)
    expect(states.map((state) => state.name)).toEqual(
      expect.arrayContaining(['FCT', 'Nasarawa', 'Lagos']),
    )
    expect(states.map((state) => state.name)).not.toContain('Federal Capital Territory')
    expect(lgas).toHaveLength(774)
    expect(wards).toHaveLength(8_798)
  })

  it('is compact: minified, coordinates to 6 decimals, well under 2 MB', () => {
    expect(statSync(locationsFile).size).toBeLessThan(1_000_000)
    expect(readFileSync(locationsFile, 'utf8')).not.toMatch(/\n./)
    for (const ward of wards) {
      expect(Math.round(ward.latitude * 1e6) / 1e6).toBe(ward.latitude)
      expect(Math.round(ward.longitude * 1e6) / 1e6).toBe(ward.longitude)
    }
  })

  it('has no ward twice in one LGA and no LGA twice in one state', () => {
    for (const lga of lgas) {
      const keys = lga.wards.map((ward) => locationKey(ward.name).replace(/ /g, ''))
      expect(new Set(keys).size, `${lga.state} / ${lga.name}`).toBe(keys.length)
    }
    for (const state of states) {
      expect(new Set(state.lgas.map((lga) => locationKey(lga.name))).size).toBe(state.lgas.length)
    }
  })

  it('has tidy names: trimmed, single-spaced, no word starting in lower case, sorted', () => {
    const names = [
      ...states.map((s) => s.name),
      ...lgas.map((l) => l.name),
      ...wards.map((w) => w.name),
    ]
    for (const name of names) {
      expect(name).toBe(name.trim())
      expect(name).not.toMatch(/\s{2}|[`"]|\s[/-]|[/-]\s/)
      expect(name, name).not.toMatch(/(^|[\s/(-])(?!(?:and|of|by)\b)[a-z]/)
    }
    const isSorted = (list: string[]) =>
      list.every((name, i) => i === 0 || compareNames(list[i - 1]!, name) < 0)
    expect(isSorted(states.map((s) => s.name))).toBe(true)
    for (const state of states) expect(isSorted(state.lgas.map((l) => l.name))).toBe(true)
    for (const lga of lgas) expect(isSorted(lga.wards.map((w) => w.name))).toBe(true)
  })

  it('names Lagos LGAs as the fee table and the spec do', () => {
    const lagos = states.find((state) => state.name === 'Lagos')
    expect(lagos?.lgas).toHaveLength(20)
    expect(lagos?.lgas.map((lga) => lga.name)).toEqual(
      expect.arrayContaining(['Ikeja', 'Amuwo Odofin', 'Badagry']),
    )
  })

  it('prices every Lagos ward exactly once, from ₦3,000 to ₦8,000, with the spec samples', () => {
    const table = wardFeeTableSchema.parse(
      JSON.parse(readFileSync(path.join(seedDataFolder, 'lagos-ward-fees.json'), 'utf8')),
    )
    const lagosWards = wards
      .filter((ward) => ward.state === 'Lagos')
      .map((ward) => `${ward.lga} / ${ward.name}`)
    const priced = table.wards.map((row) => `${row.lga} / ${row.ward}`)
    expect([...priced].sort()).toEqual([...lagosWards].sort())
    expect(table.wards.find((row) => row.ward === 'Anifowoshe/Ikeja')).toMatchObject({
      lga: 'Ikeja',
      fee: 8_000,
    })
    expect(table.wards.find((row) => row.ward === 'Festac II')).toMatchObject({
      lga: 'Amuwo Odofin',
      fee: 6_752,
    })
  })
})
