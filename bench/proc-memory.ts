/** Resident memory of a Linux process from /proc/<pid>/status, in MB. */
import fs from "node:fs";

function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]);
}

/** Current resident set size, MB. */
export const rssMb = (pid: number) => statusKb(pid, "VmRSS") / 1024;

/**
 * Resets the kernel's peak-RSS mark (VmHWM) to the current RSS (`echo 5 > clear_refs`, Linux 4.0+),
 * so that VmHWM afterwards is the peak of what follows. Returns false where that is not permitted.
 */
export function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

/**
 * Samples VmRSS every `everyMs` while `work` runs; returns the highest sample and the kernel's own
 * peak (VmHWM, exact, if {@link resetPeak} was called before; otherwise since the process started).
 */
export async function peakDuring<T>(pid: number, work: Promise<T>, everyMs = 10): Promise<{ result: T; sampledPeakMb: number; hwmMb: number; samples: number }> {
  let sampledPeakMb = rssMb(pid);
  let samples = 1;
  const timer = setInterval(() => {
    sampledPeakMb = Math.max(sampledPeakMb, rssMb(pid));
    samples++;
  }, everyMs);
  try {
    const result = await work;
    sampledPeakMb = Math.max(sampledPeakMb, rssMb(pid));
    return { result, sampledPeakMb, hwmMb: statusKb(pid, "VmHWM") / 1024, samples };
  } finally {
    clearInterval(timer);
  }
}
