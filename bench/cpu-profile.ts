/**
 * Reads a V8 CPU profile (`node --cpu-prof`, the .cpuprofile JSON DevTools opens) into "where
 * the time goes": self time per function, the busiest first. The bench's server is one esbuild
 * bundle, so functions are named with their file and line in it; Node's own (zlib, crypto) keep
 * their `node:` names, and V8's pseudo-functions ((garbage collector), (idle), (program)) say
 * what is not JavaScript.
 */

export interface CpuProfile {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    hitCount?: number
    children?: number[]
  }[]
  startTime: number
  endTime: number
  samples?: number[]
  timeDeltas?: number[]
}

export interface HotFunction {
  /** `name (file:line)`, or V8's own label such as `(garbage collector)`. */
  name: string
  selfMs: number
  /** Share of the busy time (everything but idle). */
  share: number
}

export interface ProfileSummary {
  /** The profile's length, idle included. */
  totalMs: number
  /** Time the main thread was not idle. */
  busyMs: number
  top: HotFunction[]
}

function label(frame: CpuProfile['nodes'][number]['callFrame']): string {
  const name = frame.functionName || '(anonymous)'
  if (frame.url === '') return name
  const file =
    frame.url
      .replace(/^file:\/\//, '')
      .split('/')
      .at(-1) ?? frame.url
  // lineNumber is 0-based in the profile; editors count from 1.
  return `${name} (${file}:${frame.lineNumber + 1})`
}

type ProfileNode = CpuProfile['nodes'][number]

export interface ProfileWindow {
  /** Monotonic clock in µs (V8's profile timestamps; `process.hrtime` / 1000 in any process). */
  fromUs: number
  toUs: number
}

/** Node's own JavaScript (`node:…`) or native code (no URL), but not V8's pseudo-functions. */
function isRuntime(node: ProfileNode): boolean {
  const { url, functionName } = node.callFrame
  return url.startsWith('node:') || (url === '' && !functionName.startsWith('('))
}

/**
 * Self time per function: each sample's time delta goes to the node it landed in (the delta
 * before sample i is the time spent until it, V8's convention). Functions with the same label
 * are added up, since V8 makes one node per call path. Time in Node's runtime (a socket write,
 * zlib, WebCrypto) is named with the first caller outside it, so `writev` says whether it wrote
 * to PostgreSQL or to a browser. With a `window`, only the samples taken in it count (a load run
 * without the start-up before it: V8 and Node read the same monotonic clock).
 */
export function summariseCpuProfile(
  profile: CpuProfile,
  topCount = 12,
  window?: ProfileWindow,
): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, ProfileNode>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node)
  const labelOf = (node: ProfileNode): string => {
    const own = label(node.callFrame)
    if (!isRuntime(node)) return own
    let caller = parentOf.get(node.id)
    while (caller && isRuntime(caller)) caller = parentOf.get(caller.id)
    return caller && caller.callFrame.functionName !== '(root)'
      ? `${own} ← ${label(caller.callFrame)}`
      : own
  }
  const selfUs = new Map<string, number>()
  for (const [id, delta] of windowSamples(profile, window)) {
    const node = byId.get(id)
    if (!node) continue
    const key = labelOf(node)
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta)
  }
  const totalMs = window
    ? (Math.min(window.toUs, profile.endTime) - Math.max(window.fromUs, profile.startTime)) / 1000
    : (profile.endTime - profile.startTime) / 1000
  const idleMs = (selfUs.get('(idle)') ?? 0) / 1000
  const busyMs = Math.max(0, [...selfUs.values()].reduce((sum, us) => sum + us, 0) / 1000 - idleMs)
  const top = [...selfUs.entries()]
    .filter(([name]) => name !== '(idle)')
    .map(([name, us]) => ({
      name,
      selfMs: us / 1000,
      share: busyMs > 0 ? us / 1000 / busyMs : 0,
    }))
    .sort((a, b) => b.selfMs - a.selfMs || a.name.localeCompare(b.name))
    .slice(0, topCount)
  return { totalMs, busyMs, top }
}

/** Each sample in the window with its time delta (the convention above). */
function windowSamples(profile: CpuProfile, window?: ProfileWindow): [number, number][] {
  const taken: [number, number][] = []
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  let at = profile.startTime
  for (let i = 0; i < samples.length; i++) {
    const delta = deltas[i] ?? 0
    at += delta
    if (window && (at < window.fromUs || at > window.toUs)) continue
    taken.push([samples[i] ?? -1, Math.max(0, delta)])
  }
  return taken
}

/**
 * Total time per function (its own and its callees'), busiest first: where a request's time
 * goes by hook and handler, which self time spreads over the small functions they call. A
 * function counts once per sample however deep it recurses. V8's pseudo-functions are left out.
 */
export function totalTimes(
  profile: CpuProfile,
  topCount = 12,
  window?: ProfileWindow,
): { name: string; totalMs: number }[] {
  const parentOf = new Map<number, ProfileNode>()
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node)
  const totalUs = new Map<string, number>()
  for (const [id, delta] of windowSamples(profile, window)) {
    const seen = new Set<string>()
    for (let node = byId.get(id); node; node = parentOf.get(node.id)) {
      if (node.callFrame.functionName.startsWith('(') && node.callFrame.url === '') continue
      const name = label(node.callFrame)
      if (seen.has(name)) continue
      seen.add(name)
      totalUs.set(name, (totalUs.get(name) ?? 0) + delta)
    }
  }
  return [...totalUs.entries()]
    .map(([name, us]) => ({ name, totalMs: us / 1000 }))
    .sort((a, b) => b.totalMs - a.totalMs || a.name.localeCompare(b.name))
    .slice(0, topCount)
}
