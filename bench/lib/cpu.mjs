// CPU accounting for the benchmarks, from /proc: what each process spent (utime+stime) and how busy
// the machine's cores were, so a rate can be read against what the cores allow.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

// Linux counts CPU in clock ticks of 10 ms (CLK_TCK 100).
const MS_PER_TICK = 10;
const CORES = cpus().length;

// utime+stime of one process, in ms (fields 14 and 15 of the line, 12 and 13 after "pid (comm) ").
export const cpuMsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
};

// Every process of one command name summed (PostgreSQL's backends, Redis); one gone meanwhile counts 0.
export const cpuMsOfNamed = (name) =>
  execFileSync('ps', ['-C', name, '-o', 'pid='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean)
    .reduce((sum, pid) => {
      try {
        return sum + cpuMsOf(pid);
      } catch {
        return sum;
      }
    }, 0);

// This process (the load generator), in ms.
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

// The broker is whichever process listens on KAFKA_BROKERS' port (a fault test may have restarted it).
export const brokerPid = () => {
  const port = /:(\d+)/.exec(process.env.KAFKA_BROKERS ?? '')?.[1] ?? '9092';
  return Number(
    /pid=(\d+)/.exec(execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }))?.[1],
  );
};

// Busy and total jiffies of the whole machine (first line of /proc/stat: user nice system idle iowait ...).
const machineTicks = () => {
  const values = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - values[3] - values[4], total };
};

// Measures named CPU readers (name → () => ms) over the spans between start() and stop(), summed
// over every span, and how many of the machine's cores were busy on average meanwhile.
export class CpuMeter {
  constructor(readers) {
    this.readers = readers;
    this.spent = {};
    this.busy = 0;
    this.total = 0;
  }

  start() {
    this.before = Object.fromEntries(
      Object.entries(this.readers).map(([name, read]) => [name, read()]),
    );
    this.machineBefore = machineTicks();
  }

  stop() {
    const machine = machineTicks();
    this.busy += machine.busy - this.machineBefore.busy;
    this.total += machine.total - this.machineBefore.total;
    for (const [name, read] of Object.entries(this.readers))
      this.spent[name] = (this.spent[name] ?? 0) + read() - this.before[name];
  }

  // µs per unit of work for each reader, their total, and the rate the machine's cores, all busy, would allow.
  perUnit(units) {
    const perUnit = Object.fromEntries(
      Object.entries(this.spent).map(([name, ms]) => [name, Math.round((ms * 1000) / units)]),
    );
    const total = Object.values(perUnit).reduce((sum, value) => sum + value, 0);
    const cores = (this.busy / Math.max(1, this.total)) * CORES;
    return {
      ...perUnit,
      'total µs': total,
      'cores busy': cores.toFixed(2),
      [`${CORES} cores allow /s`]: Math.round((CORES * 1e6) / total),
    };
  }
}
