import { expect, it } from "vitest";
import { checkEmail } from "./email-suggestion";

it.each([
  ["adeola@gmail", { incomplete: true, suggestion: "adeola@gmail.com" }],
  ["adeola.b@gmail", { incomplete: true, suggestion: "adeola.b@gmail.com" }],
  ["adeola@studio", { incomplete: true, suggestion: null }],
  ["adeola@gmial.com", { incomplete: false, suggestion: "adeola@gmail.com" }],
  ["adeola@gmail.con", { incomplete: false, suggestion: "adeola@gmail.com" }],
  ["Adeola@Yaho.com", { incomplete: false, suggestion: "Adeola@yahoo.com" }],
  ["adeola@hotmial.com", { incomplete: false, suggestion: "adeola@hotmail.com" }],
  ["adeola@icloud.co", { incomplete: false, suggestion: "adeola@icloud.com" }],
  ["adeola@outlok.com", { incomplete: false, suggestion: "adeola@outlook.com" }],
  ["adeola@gmail.com", null],
  ["adeola@ymail.com", null],
  ["adeola@yahoo.co.uk", null],
  ["adeola@studio.ng", null],
  ["adeola", null],
])("%s: %j", (typed, expected) => {
  expect(checkEmail(typed)).toEqual(expected);
});
