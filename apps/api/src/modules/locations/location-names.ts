/**
 * How the shop names Nigeria's states and LGAs, and the names the upstream dataset (and older
 * saved addresses) used instead. `scripts/clean-locations.ts` applies the renames when it builds
 * the committed data; the API accepts the old names as aliases, so an address saved as
 * "Federal Capital Territory" or "Badagary" still finds its LGAs, wards and delivery fee.
 */

/** Upstream state name → the name shoppers know (docs/product.md §3: "FCT" / "Nasarawa"). */
export const STATE_RENAMES: Readonly<Record<string, string>> = {
  'Federal Capital Territory': 'FCT',
  Nassarawa: 'Nasarawa',
}

/** Names people type for a state that the dataset never used. */
export const EXTRA_STATE_ALIASES: Readonly<Record<string, string>> = {
  Abuja: 'FCT',
}

/**
 * Upstream LGA spellings → INEC's names, per (cleaned) state. Most are truncations from a
 * fixed-width export ("AniochaN", "Kontogur"), a few plain misspellings ("Badagary",
 * "Esan Centtral") or a name swapped between two LGAs (Rivers' "Abua/Odu" and "Andoni/Odual").
 */
export const LGA_RENAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Abia: { 'Oboma Ngwa': 'Obi Ngwa' },
  Adamawa: { Girie: 'Girei', Teungo: 'Toungo' },
  'Akwa Ibom': { 'Urue Offong|Oruko': 'Urue-Offong/Oruko' },
  Bauchi: { Gamjuwa: 'Ganjuwa' },
  Bayelsa: { 'Kolokuma-Opokuma': 'Kolokuma/Opokuma' },
  Benue: { 'Katsina- Ala': 'Katsina-Ala', Oturkpo: 'Otukpo' },
  'Cross River': { 'Calabar Municipality': 'Calabar Municipal' },
  Delta: {
    AniochaN: 'Aniocha North',
    AniochaS: 'Aniocha South',
    EthiopeE: 'Ethiope East',
    IkaNorth: 'Ika North East',
    IkaSouth: 'Ika South',
    IsokoNor: 'Isoko North',
    IsokoSou: 'Isoko South',
  },
  Ebonyi: { Abakalik: 'Abakaliki' },
  Edo: { 'Akoko Edo': 'Akoko-Edo', 'Esan Centtral': 'Esan Central', Orhionmw: 'Orhionmwon' },
  Ekiti: { 'Irepodun-Ifelodun': 'Irepodun/Ifelodun' },
  Enugu: { EnuguSou: 'Enugu South', 'Oji-River': 'Oji River' },
  FCT: { Municipal: 'Abuja Municipal' },
  Gombe: { Shomgom: 'Shongom', 'Yalmatu / Deba': 'Yamaltu/Deba' },
  Imo: { 'Ihitte-Uboma Isinweke': 'Ihitte/Uboma', Unuimo: 'Onuimo' },
  Jigawa: { 'Kirika Samma': 'Kiri Kasama', 'Malam Mado': 'Malam Madori' },
  Kano: { 'Garum Mallam': 'Garun Mallam', 'Tundun Wada': 'Tudun Wada' },
  Katsina: { 'Dutsin-M': 'Dutsin-Ma', 'Katsina (K)': 'Katsina', Danmusa: 'Dan Musa' },
  Kebbi: { 'Koko/Bes': 'Koko/Besse', 'Danko Wasagu': 'Danko/Wasagu' },
  Kogi: { 'Kabba-Bunu': 'Kabba/Bunu', 'Ogori Magongo': 'Ogori/Magongo' },
  Lagos: { Badagary: 'Badagry' },
  Nasarawa: { 'Nassarawa Egon': 'Nasarawa Egon' },
  Niger: { Kontogur: 'Kontagora' },
  // Egbado North and South were renamed Yewa North and South in 2002.
  Ogun: {
    'Ado Odo-Ota': 'Ado-Odo/Ota',
    'Egbado North': 'Yewa North',
    'Egbado South': 'Yewa South',
  },
  Ondo: { AkokoNorthWest: 'Akoko North-West', 'IleOluji/Okeigbo': 'Ile Oluji/Okeigbo' },
  Osun: { IfeCentral: 'Ife Central' },
  Plateau: { "Qua'anpa": "Qua'an Pan" },
  Rivers: {
    'Abua/Odu': 'Abua/Odual',
    'Andoni/Odual': 'Andoni',
    Akukutor: 'Akuku-Toru',
    'Ogba/Egbema/Andoni': 'Ogba/Egbema/Ndoni',
    Omumma: 'Omuma',
  },
  Sokoto: { Gwadabaw: 'Gwadabawa', Tangazar: 'Tangaza' },
  Yobe: { Borsari: 'Bursari' },
}

/**
 * The comparison key of a place name: trimmed, inner whitespace collapsed, lower-cased, and the
 * spaces around "/" and "-" dropped, so "lagos ", "LAGOS" and "Oshodi / Isolo" match.
 */
export function locationKey(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*([/-])\s*/g, '$1')
    .toLowerCase()
}

const nameCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/**
 * Alphabetical order for every list the shop shows (states, LGAs, wards), the same on both
 * database engines because it is not the database's collation: "Ward 2" before "Ward 10",
 * case ignored, ties broken by code point so the order is total.
 */
export function compareNames(a: string, b: string): number {
  return nameCollator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
}
