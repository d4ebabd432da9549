import { APP_ROUTES } from "@vocable/domain";
import type { ContentPageData } from "./content-page";

/**
 * Safety and acceptable use, written for a product that people install themselves: the
 * safeguards the software has (as built: consent, verification, operator controls), what it does
 * not do, and what falls to the operator of each server.
 */

export const SAFETY_PAGE: ContentPageData = {
  path: APP_ROUTES.safety,
  heading: "Safety",
  lead: "A synthetic voice can be used to deceive. Vocable has safeguards built in, says plainly what it does not guard against, and leaves the rest to the people who run each server, who must take it on.",
  sections: [
    {
      heading: "Consent before cloning",
      bullets: [
        "In the app, instant cloning asks everyone to confirm, for each voice, that they have all the rights and consents needed to clone it and will not use the clone for anything deceptive, harmful or unlawful. The voice is not made until they do.",
        "Professional cloning needs proof that the voice belongs to the person cloning it: they record a sentence the server chooses, the speech recogniser must hear it (no more than half its words wrong) and the recording must sound like the voice's samples. After five failed attempts, documents such as a signed consent can be sent; an operator reviews them and grants or refuses verification.",
        "Where the law asks for consent to the processing of voice biometrics (people in Illinois, United States), the app asks for acceptance of biometric terms before it goes on.",
      ],
    },
    {
      heading: "Labels that tell the truth",
      paragraphs: [
        "Every voice made on Vocable says in its description and labels how it was made: cloned by an engine, approximated from the nearest built-in voice, or designed from a description. An approximation is never presented as a clone.",
      ],
    },
    {
      heading: "Operator controls",
      bullets: [
        "Operators can put any voice on the server under a check (people must type back three random words before using it) or ban it (it can no longer generate speech).",
        "Workspace admins lock or remove members, and members' API keys carry permissions and monthly character limits and can be revoked at once.",
        "A voice taken out of the library stops being offered to others; existing copies keep working only for the notice period its owner set.",
        "The history keeps every generation with its text and voice, and the audit log keeps the admin actions of each workspace.",
      ],
    },
    {
      heading: "What Vocable does not do",
      bullets: [
        "It does not watermark generated audio or detect synthetic speech.",
        "It does not screen the text people send for harmful content.",
        "It cannot tell whether a consent someone confirmed was really given: that is why the policy below applies and operators must act on reports.",
      ],
    },
    {
      heading: "The operator's responsibility",
      paragraphs: [
        "Whoever runs a Vocable server decides who may use it and is responsible for how it is used. Operators must publish an acceptable use policy (this site's, or a stricter one), give their users a way to report misuse, act on reports, keep the server and its data secure, and follow the law where the server and its users are.",
      ],
    },
    {
      heading: "Reporting misuse",
      paragraphs: [
        "If a voice on this server imitates you or is used to deceive, tell the operators of this server. They can check the history and the voice's verification, ban the voice and lock the account.",
      ],
    },
  ],
  actions: [
    { label: "Acceptable use policy", to: APP_ROUTES.usePolicy },
    { label: "Voice cloning", to: APP_ROUTES.voiceCloning },
  ],
};

export const USE_POLICY_PAGE: ContentPageData = {
  path: APP_ROUTES.usePolicy,
  heading: "Acceptable use policy",
  lead: "This policy applies to everyone who uses this Vocable server, in the web app or through the API. The server's operators may add rules of their own; they may not allow what this policy forbids.",
  sections: [
    {
      heading: "Consent for voices",
      bullets: [
        "Clone only your own voice, or the voice of someone who has given you explicit, informed consent to clone it and to use it the way you intend.",
        "Keep a record of that consent; the operators may ask for it.",
        "Respect the terms under which a voice was shared in the library, and stop using a voice when its consent is withdrawn.",
      ],
    },
    {
      heading: "You must not",
      bullets: [
        "Impersonate a real person or organisation, or make listeners believe a real person said something they did not say.",
        "Use speech or voices for fraud, scams, phishing, or to get past voice-based identity checks.",
        "Mislead voters about elections, or imitate candidates, officials or public bodies.",
        "Harass, threaten, bully or defame anyone, or produce hateful content.",
        "Produce sexual content involving minors, or intimate content of anyone without their consent.",
        "Use text, recordings or voices you have no right to use.",
        "Get around the server's safeguards: voice verification, voice checks and bans, quotas, rate limits, or another person's account or API key.",
      ],
    },
    {
      heading: "Say when a voice is synthetic",
      paragraphs: [
        "Where listeners could take generated speech for a real person speaking, tell them it is synthetic.",
      ],
    },
    {
      heading: "For operators",
      bullets: [
        "Make this policy, or a stricter one, known to the people who use your server.",
        "Give them a way to report misuse, and act on reports without delay: ban or check voices, lock members, revoke keys.",
        "Review manual verification requests carefully; grant verification only with good evidence of consent.",
        "Follow the laws that apply to you and your users, including those on privacy and on biometric data.",
      ],
    },
    {
      heading: "Enforcement",
      paragraphs: [
        "Breaking this policy can lead to a voice being checked or banned, an API key being revoked, and a member or account being locked or removed, without notice where harm must be stopped.",
      ],
    },
  ],
  actions: [{ label: "Safety", to: APP_ROUTES.safety }],
};
