import { describe, expect, it } from "vitest";
import { accuracyText, attemptResultText, isNotFound, isPossibleHandle, percentText, producerStatusText, qualificationLabel } from "./producer-view";

describe("producer words", () => {
  it.each([
    [0, "0%"],
    [0.1, "10%"],
    [0.075, "7.5%"],
    [0.12345, "12.3%"],
    [1, "100%"],
    [Number.NaN, "0%"],
  ])("rate %s reads %s", (rate, text) => {
    expect(percentText(rate)).toBe(text);
  });

  it.each([
    [{ passed: true, word_error_rate: 0.05, passing_word_error_rate: 0.1 }, "Passed. Word error rate 5% (10% or less passes)."],
    [{ passed: false, word_error_rate: 0.25, passing_word_error_rate: 0.1 }, "Not passed. Word error rate 25%; 10% or less passes. Listen again and try once more."],
  ])("an attempt %j reads %s", (attempt, text) => {
    expect(attemptResultText(attempt)).toBe(text);
  });

  it.each([
    ["transcription-en", "English transcription"],
    ["multitask", "Multitask (up to three tasks at once)"],
    ["something", "something"],
  ])("qualification %s reads %s", (qualification, label) => {
    expect(qualificationLabel(qualification)).toBe(label);
  });

  it.each([
    [null, "No accepted work yet"],
    [0.875, "87.5% accepted the first time"],
  ])("accuracy %s reads %s", (accuracy, text) => {
    expect(accuracyText(accuracy)).toBe(text);
  });

  it.each([
    [{ is_producer: false, is_in_probation: false }, "Not a producer yet"],
    [{ is_producer: true, is_in_probation: true }, "Producer, in probation"],
    [{ is_producer: true, is_in_probation: false }, "Producer"],
  ])("status %j reads %s", (status, text) => {
    expect(producerStatusText(status)).toBe(text);
  });
});

describe("isNotFound", () => {
  it.each([
    [{ status: 404 }, true],
    [{ status: 500 }, false],
    [new Error("x"), false],
    [null, false],
  ])("%j -> %s", (error, expected) => {
    expect(isNotFound(error)).toBe(expected);
  });
});

describe("isPossibleHandle", () => {
  it.each([
    ["ada", true],
    ["Ada_Lovelace-2", true],
    ["", false],
    ["a.b", false],
    ["x".repeat(65), false],
  ])("%s -> %s", (handle, expected) => {
    expect(isPossibleHandle(handle)).toBe(expected);
  });
});
