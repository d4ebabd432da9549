import { APP_ROUTES } from "@vocable/domain";
import type { ContentPageData } from "./content-page";

/** About the project and the people around it. Nothing here names a customer, a figure or a person we cannot show. */

export const ABOUT_PAGE: ContentPageData = {
  path: APP_ROUTES.about,
  heading: "About Vocable",
  lead: "Vocable is an open-source voice and audio platform you run yourself. It turns text into speech and speech into text, makes and shares voices, and speaks the API shapes of ElevenLabs and OpenAI so existing tools work with it.",
  sections: [
    {
      heading: "Why it exists",
      paragraphs: [
        "Hosted voice services are convenient, but your texts, recordings and voices leave your hands, and your tools are tied to one provider. Vocable gives you the same kind of platform on your own machine: the data stays where you put it, and a client written for ElevenLabs or OpenAI works against your server by changing only its base URL.",
      ],
    },
    {
      heading: "What it is made of",
      bullets: [
        "One Node.js process serves the web app and the API. Out of the box it needs no other service: an embedded PostgreSQL database (PGlite), files on local disk, jobs in-process, e-mail to a local outbox.",
        "Speech comes from engines that run on an ordinary CPU: Flite and eSpeak NG compiled to WebAssembly, PocketSphinx for English recognition, RNNoise for noise, Silero for voice activity.",
        "Setting a few variables moves each part to PostgreSQL, Redis, S3-compatible storage, SMTP, Stripe and GPU speech servers, and several instances can share them.",
      ],
    },
    {
      heading: "Honest about what it does",
      paragraphs: [
        "The built-in voices sound synthetic; neural voices come from models the operator adds. A voice clone without a cloning engine is an approximation, and so are the built-in voice changer and the voices of a dub; Vocable says so. Sound effects come from a procedural engine, not a generative model. Products it does not have yet, such as Studio, are marked as planned on this site.",
      ],
    },
    {
      heading: "Licence",
      paragraphs: [
        "Vocable is free software under the GNU Affero General Public License, version 3 or later. You may run, study, change and share it; if you offer a changed version to others over a network, you must offer them its source too.",
      ],
    },
  ],
  actions: [
    { label: "Get started free", to: APP_ROUTES.signUp },
    { label: "Read about the API", to: APP_ROUTES.apiOverview },
  ],
};

export const ENTERPRISE_PAGE: ContentPageData = {
  path: APP_ROUTES.enterprise,
  heading: "Vocable for organisations",
  lead: "Run one Vocable for a whole organisation, on infrastructure you choose, with the controls a team needs.",
  sections: [
    {
      heading: "Your infrastructure",
      bullets: [
        "Runs on your servers or your cloud account; no data goes to an outside speech service unless you connect one.",
        "Scales by configuration: PostgreSQL, Redis and S3-compatible storage shared by several instances behind a load balancer, with no sticky sessions.",
        "Health and readiness endpoints, Prometheus metrics and structured logs with request ids.",
      ],
    },
    {
      heading: "Teams and control",
      bullets: [
        "Workspaces with admins and editors, groups, invitations and seats.",
        "Single sign-on through OpenID Connect, with the company's domain verified by DNS and, if you choose, accounts made on first sign-in.",
        "Two-factor authentication required for a workspace, and a session inactivity timeout.",
        "An audit log of admin actions, service accounts with their own API keys, key permissions and monthly character limits, and webhooks.",
      ],
    },
    {
      heading: "The Enterprise plan",
      paragraphs: [
        "On the Enterprise plan a workspace's limits (characters, voices, seats) are set for it rather than taken from a price list, and the training opt-out is on by default. On a self-hosted server the operators set them; ask through the contact form, which goes to the operators of this server.",
      ],
    },
  ],
  actions: [
    { label: "Contact sales", to: APP_ROUTES.contactSales },
    { label: "See the plans", to: APP_ROUTES.pricing },
  ],
};

export const CUSTOMERS_PAGE: ContentPageData = {
  path: APP_ROUTES.customers,
  heading: "Who uses Vocable",
  lead: "Vocable is installed and run by the people who use it, so we do not keep a list of them and we do not publish names or quotes.",
  sections: [
    {
      heading: "Who it is built for",
      bullets: [
        "Developers who want the ElevenLabs or OpenAI speech APIs without sending text to an outside service, or who need a test server for code written against them.",
        "Organisations that must keep texts and recordings on their own infrastructure.",
        "Teams that share voices, pronunciation dictionaries and generated audio in a workspace.",
        "People who publish articles, courses or books and want audio versions of them.",
      ],
    },
    {
      heading: "Tell us about your use",
      paragraphs: ["If you run Vocable and want to be listed here, write to the people who run this server, or open a discussion where the project's source is published."],
    },
  ],
  actions: [{ label: "Enterprise", to: APP_ROUTES.enterprise }],
};

export const CAREERS_PAGE: ContentPageData = {
  path: APP_ROUTES.careers,
  heading: "Careers and contributing",
  lead: "There are no job openings listed here. Vocable is an open-source project, and the way to work on it is to contribute.",
  sections: [
    {
      heading: "Ways to contribute",
      bullets: [
        "Code: features that are planned (Studio, the dubbing editor), engines, and fixes. Every change comes with its tests.",
        "Engines and voices: connecting more speech, recognition and cloning engines through the engine registry.",
        "Testing on your set-up: other databases, storage, proxies and browsers, and reports of what failed.",
        "Documentation: guides for operators and for people using the app.",
      ],
    },
    {
      heading: "How the project works",
      paragraphs: [
        "The code is TypeScript throughout, in one repository: the server, the web app and the shared packages. Each area has the same name on the server and in the web app, rules live in one shared package, and the architecture notes in the repository say where things go.",
      ],
    },
  ],
  actions: [{ label: "About Vocable", to: APP_ROUTES.about }],
};

export const AFFILIATES_PAGE: ContentPageData = {
  path: APP_ROUTES.affiliates,
  heading: "Affiliates",
  lead: "Vocable has no affiliate programme today: there are no referral links, commissions or payouts.",
  sections: [
    {
      heading: "Why",
      paragraphs: [
        "Vocable is software people install on their own servers. There is no central service whose sign-ups could be counted and paid for, and each server's operator decides its own plans and prices.",
      ],
    },
    {
      heading: "Recommending Vocable",
      paragraphs: [
        "You are welcome to recommend, install and redistribute Vocable, changed or not, under the terms of its licence (AGPL-3.0-or-later). If you run a server for others, you may charge for it; the pricing page shows the plans this server offers.",
      ],
    },
  ],
  actions: [
    { label: "About Vocable", to: APP_ROUTES.about },
    { label: "Pricing", to: APP_ROUTES.pricing },
  ],
};
