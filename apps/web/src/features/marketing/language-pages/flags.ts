/**
 * The flags of the language and accent pages (the `flag` of the domain's LANGUAGE_PAGES), bundled
 * from flag-icons (MIT, 4:3): Vite turns each import into a URL of this app (or a data: URL for the
 * smallest), so no flag is fetched from another site. Only the flags the table uses are imported;
 * `flags.test.ts` fails when a row names a flag missing here.
 */
import arFlag from "flag-icons/flags/4x3/ar.svg";
import auFlag from "flag-icons/flags/4x3/au.svg";
import bgFlag from "flag-icons/flags/4x3/bg.svg";
import brFlag from "flag-icons/flags/4x3/br.svg";
import caFlag from "flag-icons/flags/4x3/ca.svg";
import cnFlag from "flag-icons/flags/4x3/cn.svg";
import coFlag from "flag-icons/flags/4x3/co.svg";
import czFlag from "flag-icons/flags/4x3/cz.svg";
import deFlag from "flag-icons/flags/4x3/de.svg";
import dkFlag from "flag-icons/flags/4x3/dk.svg";
import esFlag from "flag-icons/flags/4x3/es.svg";
import fiFlag from "flag-icons/flags/4x3/fi.svg";
import frFlag from "flag-icons/flags/4x3/fr.svg";
import gbFlag from "flag-icons/flags/4x3/gb.svg";
import grFlag from "flag-icons/flags/4x3/gr.svg";
import hrFlag from "flag-icons/flags/4x3/hr.svg";
import huFlag from "flag-icons/flags/4x3/hu.svg";
import idFlag from "flag-icons/flags/4x3/id.svg";
import ieFlag from "flag-icons/flags/4x3/ie.svg";
import ilFlag from "flag-icons/flags/4x3/il.svg";
import inFlag from "flag-icons/flags/4x3/in.svg";
import itFlag from "flag-icons/flags/4x3/it.svg";
import jpFlag from "flag-icons/flags/4x3/jp.svg";
import keFlag from "flag-icons/flags/4x3/ke.svg";
import krFlag from "flag-icons/flags/4x3/kr.svg";
import mxFlag from "flag-icons/flags/4x3/mx.svg";
import nlFlag from "flag-icons/flags/4x3/nl.svg";
import noFlag from "flag-icons/flags/4x3/no.svg";
import pkFlag from "flag-icons/flags/4x3/pk.svg";
import plFlag from "flag-icons/flags/4x3/pl.svg";
import ptFlag from "flag-icons/flags/4x3/pt.svg";
import roFlag from "flag-icons/flags/4x3/ro.svg";
import ruFlag from "flag-icons/flags/4x3/ru.svg";
import saFlag from "flag-icons/flags/4x3/sa.svg";
import seFlag from "flag-icons/flags/4x3/se.svg";
import skFlag from "flag-icons/flags/4x3/sk.svg";
import trFlag from "flag-icons/flags/4x3/tr.svg";
import uaFlag from "flag-icons/flags/4x3/ua.svg";
import usFlag from "flag-icons/flags/4x3/us.svg";
import vnFlag from "flag-icons/flags/4x3/vn.svg";

/** A flag's URL by its ISO 3166-1 alpha-2 code (lower case). */
export const FLAG_URLS: Readonly<Record<string, string>> = {
  ar: arFlag,
  au: auFlag,
  bg: bgFlag,
  br: brFlag,
  ca: caFlag,
  cn: cnFlag,
  co: coFlag,
  cz: czFlag,
  de: deFlag,
  dk: dkFlag,
  es: esFlag,
  fi: fiFlag,
  fr: frFlag,
  gb: gbFlag,
  gr: grFlag,
  hr: hrFlag,
  hu: huFlag,
  id: idFlag,
  ie: ieFlag,
  il: ilFlag,
  in: inFlag,
  it: itFlag,
  jp: jpFlag,
  ke: keFlag,
  kr: krFlag,
  mx: mxFlag,
  nl: nlFlag,
  no: noFlag,
  pk: pkFlag,
  pl: plFlag,
  pt: ptFlag,
  ro: roFlag,
  ru: ruFlag,
  sa: saFlag,
  se: seFlag,
  sk: skFlag,
  tr: trFlag,
  ua: uaFlag,
  us: usFlag,
  vn: vnFlag,
};

/** The URL of the flag of `code`, or undefined when it is not bundled. */
export function flagUrl(code: string): string | undefined {
  return Object.hasOwn(FLAG_URLS, code) ? FLAG_URLS[code] : undefined;
}
