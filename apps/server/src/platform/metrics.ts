import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { JobObserver, JobRunner } from "./jobs/job-types";

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * The Prometheus metrics of one app (a registry of its own, so several apps in one test process
 * do not mix). Served at /metrics in the text format.
 */
export function createMetrics(opts: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  if (opts.defaultMetrics) collectDefaultMetrics({ register: registry, prefix: "vocable_" });

  const httpRequests = new Counter({
    name: "vocable_http_requests_total",
    help: "HTTP requests answered, by method, route template and status.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: "vocable_http_request_duration_seconds",
    help: "Time to the response headers, by method, route template and status.",
    labelNames: ["method", "route", "status"] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const speechQueueWait = new Histogram({
    name: "vocable_speech_queue_wait_seconds",
    help: "Time a piece of text waited for a synthesis worker.",
    buckets: SECONDS,
    registers: [registry],
  });
  const speechSynthesis = new Histogram({
    name: "vocable_speech_synthesis_seconds",
    help: "Synthesis time of one piece of text, by engine.",
    labelNames: ["engine"] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const speechEncoding = new Histogram({
    name: "vocable_speech_encoding_seconds",
    help: "Encoding time of one chunk of audio, by codec.",
    labelNames: ["codec"] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const charactersCharged = new Counter({
    name: "vocable_characters_charged_total",
    help: "Characters charged to workspaces' quotas (see vocable_characters_refunded_total for refunds).",
    registers: [registry],
  });
  const charactersRefunded = new Counter({
    name: "vocable_characters_refunded_total",
    help: "Characters given back to workspaces' quotas (generations that produced no audio).",
    registers: [registry],
  });
  const jobsFinished = new Counter({
    name: "vocable_jobs_finished_total",
    help: "Job runs finished by this process, by kind and outcome.",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: "vocable_job_duration_seconds",
    help: "Run time of jobs, by kind.",
    labelNames: ["kind"] as const,
    buckets: [...SECONDS, 300, 900],
    registers: [registry],
  });

  const mailSent = new Counter({
    name: "vocable_mail_sent_total",
    help: "E-mails delivered by this process, by kind (what sent it) and transport (outbox or smtp).",
    labelNames: ["kind", "transport"] as const,
    registers: [registry],
  });

  const jobObserver: JobObserver = {
    finished(kind, outcome, ms) {
      jobsFinished.inc({ kind, outcome });
      jobDuration.observe({ kind }, ms / 1000);
    },
  };

  /** Gauges read when scraped: the speech queue and the jobs in each state. */
  function watch(sources: { speechQueueDepth: () => number; speechWorkers: () => number; jobs: JobRunner }) {
    new Gauge({
      name: "vocable_speech_queue_depth",
      help: "Pieces of text waiting for a synthesis worker.",
      registers: [registry],
      collect() {
        this.set(sources.speechQueueDepth());
      },
    });
    new Gauge({
      name: "vocable_speech_workers",
      help: "Synthesis worker threads running (they start on demand and stop when idle).",
      registers: [registry],
      collect() {
        this.set(sources.speechWorkers());
      },
    });
    new Gauge({
      name: "vocable_jobs",
      help: "Jobs in the queue by state (all instances).",
      labelNames: ["state"] as const,
      registers: [registry],
      async collect() {
        try {
          const counts = await sources.jobs.counts();
          for (const [state, count] of Object.entries(counts)) this.set({ state }, count);
        } catch {
          // The job store is down: /ready says so; the scrape still answers.
        }
      },
    });
  }

  return {
    registry,
    httpRequests,
    httpDuration,
    speechQueueWait,
    speechSynthesis,
    speechEncoding,
    charactersCharged,
    charactersRefunded,
    mailSent,
    jobObserver,
    watch,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
