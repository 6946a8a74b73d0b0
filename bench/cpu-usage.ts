import { readFileSync } from 'node:fs'
import os from 'node:os'

/**
 * Who used the machine's CPU during the measured window: the shop processes, the load
 * generator, and everything else (PostgreSQL, other users' work). On 2 shared cores that says
 * whether a slow figure is the shop's own work or waiting for a core.
 */
export interface CpuSnapshot {
  /** performance.now() when taken. */
  atMs: number
  /** Per shop process, CPU seconds so far (user + system); undefined where /proc cannot say. */
  shopSeconds: (number | undefined)[]
  /** This process (the load generator), CPU seconds so far. */
  generatorSeconds: number
  /** All cores together since boot, in ms. */
  machineBusyMs: number
  machineIdleMs: number
}

export interface CpuBreakdown {
  cores: number
  /** Average cores in use over the window. */
  shopProcesses: (number | undefined)[]
  loadGenerator: number
  /** Busy time neither the shop nor the generator accounts for: PostgreSQL and everyone else. */
  everythingElse: number
  idle: number
}

/** Linux's USER_HZ: /proc reports CPU time in these ticks (100 on every mainstream build). */
const TICKS_PER_SECOND = 100

/** utime + stime of a process from /proc/<pid>/stat, in seconds; undefined off Linux or once it exited. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces; fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const utime = Number(fields[11])
    const stime = Number(fields[12])
    return Number.isFinite(utime + stime) ? (utime + stime) / TICKS_PER_SECOND : undefined
  } catch {
    return undefined
  }
}

/** Resident memory from a /proc/<pid>/status text (its `VmRSS:` line, in kB), in bytes. */
export function parseVmRssBytes(status: string): number | undefined {
  const kB = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]
  return kB === undefined ? undefined : Number(kB) * 1024
}

/** A process's resident memory now, in bytes; undefined off Linux or once it exited. */
export function processRssBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    return parseVmRssBytes(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return undefined
  }
}

export function takeCpuSnapshot(atMs: number, shopPids: (number | undefined)[]): CpuSnapshot {
  let busy = 0
  let idle = 0
  for (const cpu of os.cpus()) {
    busy += cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq
    idle += cpu.times.idle
  }
  const usage = process.cpuUsage()
  return {
    atMs,
    shopSeconds: shopPids.map(processCpuSeconds),
    generatorSeconds: (usage.user + usage.system) / 1e6,
    machineBusyMs: busy,
    machineIdleMs: idle,
  }
}

/** Average cores each party used between two snapshots. */
export function cpuBreakdown(before: CpuSnapshot, after: CpuSnapshot, cores: number): CpuBreakdown {
  const seconds = (after.atMs - before.atMs) / 1000
  const perSecond = (value: number) => (seconds > 0 ? value / seconds : Number.NaN)
  const shopProcesses = after.shopSeconds.map((end, i) => {
    const start = before.shopSeconds[i]
    return end === undefined || start === undefined ? undefined : perSecond(end - start)
  })
  const loadGenerator = perSecond(after.generatorSeconds - before.generatorSeconds)
  const machineBusy = perSecond((after.machineBusyMs - before.machineBusyMs) / 1000)
  const known = shopProcesses.reduce<number>((sum, value) => sum + (value ?? 0), 0) + loadGenerator
  return {
    cores,
    shopProcesses,
    loadGenerator,
    everythingElse: Math.max(0, machineBusy - known),
    idle: perSecond((after.machineIdleMs - before.machineIdleMs) / 1000),
  }
}
