import { Activity, memo, useCallback, useEffect, useId, useRef, useState } from "react";
import type { MeasurementContent, MeasurementDefinition } from "~/content/measurements";
import {
  measurementChoices,
  measurementFieldName,
  measurementFields,
  measurementUnits,
} from "~/lib/measurement-fields";
import type * as MeasurementHelpers from "~/lib/measurements";
import { fillIn } from "~/lib/fill-in";
import { Hydrated, untilHydrated } from "~/lib/use-hydrated";
import styles from "./order-measurements.module.css";

type Helpers = typeof MeasurementHelpers;

// Plain files, not bundled: a hidden drawing is never fetched, and an edit shows on the next visit.
const drawingUrl = (file: string) => `/measure-drawings/${encodeURIComponent(file)}`;

export type OrderMeasurementsContent = MeasurementContent;

export interface OrderMeasurementsProps {
  content: OrderMeasurementsContent;
  outfitType: string;
  /** In the select's order after its placeholder: the CSS pairs fields and options by place. */
  outfitTypes: readonly { value: string; label: string }[];
}

// Every outfit type's fields are in the HTML and CSS `:has()` shows the chosen one's, with or
// without script, so switching type and back keeps what was typed. The helpers load on first
// touch. Memoised so the fields do not re-render each time the form does.
export const OrderMeasurements = memo(function OrderMeasurements({
  content,
  outfitType,
  outfitTypes,
}: OrderMeasurementsProps) {
  const { copy, definitions, lists } = content;
  const root = useRef<HTMLFieldSetElement>(null);
  const loading = useRef<Promise<Helpers> | null>(null);
  // Fields whose problem may be shown: left, refused at submit, or filled by a switch or a saved set.
  const revealed = useRef(new Set<string>());
  const [helpers, setHelpers] = useState<Helpers | null>(null);
  const [saved, setSaved] = useState<readonly MeasurementHelpers.SavedMeasurements[]>([]);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [status, setStatus] = useState("");

  const withHelpers = useCallback((use: (loaded: Helpers) => void) => {
    loading.current ??= import("~/lib/measurements").then(
      (loaded) => {
        setHelpers(loaded);
        setSaved(loaded.loadSavedMeasurements());
        return loaded;
      },
      (error: unknown) => {
        // Offline at the wrong moment: the next touch tries again; the form still posts.
        loading.current = null;
        throw error;
      },
    );
    loading.current.then(use, (error: unknown) => console.error("Measurements could not load:", error));
  }, []);

  const check = useCallback(
    (reveal: "none" | "all" | string = "none") =>
      withHelpers((loaded) => {
        const form = root.current?.form;
        if (!form) return;
        const problems = loaded.checkMeasurementFields(form, content);
        if (reveal === "all") for (const name of Object.keys(problems)) revealed.current.add(name);
        else if (reveal !== "none") revealed.current.add(reveal);
        const shown = Object.entries(problems).filter(([name]) => revealed.current.has(name));
        // Unchanged problems keep the same object: typing re-renders no field.
        setErrors((current) =>
          shown.length === Object.keys(current).length &&
          shown.every(([name, text]) => current[name] === text)
            ? current
            : Object.fromEntries(shown),
        );
      }),
    [content, withHelpers],
  );

  // A field the browser refused must never be a hidden one: the chosen type's are checked again.
  useEffect(() => {
    if (loading.current) check();
  }, [outfitType, check]);

  // In development only: the CSS pairs the fields with the select's options by place, so they must agree.
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    const select = root.current?.form?.querySelector(`select[name="${measurementFields.outfitType}"]`);
    const found =
      select instanceof HTMLSelectElement ? Array.from(select.options, (option) => option.value) : [];
    const expected = ["", ...outfitTypes.map((option) => option.value)];
    if (found.join() !== expected.join())
      console.error(
        `OrderMeasurements: the form's outfit types (${found.join(", ")}) are not a placeholder and then the ones it was given (${expected.join(", ")}): the wrong fields would show.`,
      );
  }, [outfitTypes]);

  useEffect(() => {
    const fieldset = root.current;
    if (!fieldset) return;
    const measurement = (event: Event) => {
      const target = event.target as HTMLInputElement;
      return target.dataset.measurement ? target : null;
    };
    const onFocusIn = () => check();
    const onInput = (event: Event) => {
      if (measurement(event)) check();
    };
    const onFocusOut = (event: Event) => {
      const field = measurement(event);
      if (field) check(field.name);
    };
    const onChange = (event: Event) => {
      const { name, value } = event.target as HTMLInputElement;
      if (name === measurementFields.unit) {
        withHelpers((loaded) => {
          const form = root.current?.form;
          if (form)
            loaded.convertMeasurementFields(form, value === "in" ? "cm" : "in", value === "in" ? "in" : "cm");
        });
        check("all");
      } else if (name === measurementFields.choice) check();
    };
    const listeners = { focusin: onFocusIn, input: onInput, focusout: onFocusOut, change: onChange };
    for (const [kind, listener] of Object.entries(listeners)) fieldset.addEventListener(kind, listener);
    return () => {
      for (const [kind, listener] of Object.entries(listeners)) fieldset.removeEventListener(kind, listener);
    };
  }, [check, withHelpers]);

  const applySaved = (set: MeasurementHelpers.SavedMeasurements) =>
    withHelpers((loaded) => {
      const form = root.current?.form;
      if (!form) return;
      loaded.fillMeasurements(form, set);
      setStatus(fillIn(copy.saved.used, { name: set.name }));
      check("all");
    });
  const forget = (set: MeasurementHelpers.SavedMeasurements) =>
    withHelpers((loaded) => {
      setSaved(loaded.forgetSavedMeasurements(set.name));
      setStatus(fillIn(copy.saved.forgotten, { name: set.name }));
      // Its buttons are gone: focus moves to the unit just above, which opens no keyboard.
      root.current
        ?.querySelector<HTMLInputElement>(`input[name="${measurementFields.unit}"]:checked`)
        ?.focus();
    });

  return (
    <fieldset ref={root} className={styles.measurements}>
      <legend className={styles.legend}>{copy.legend}</legend>
      {/* Nothing chosen for the customer: a default they never read would tell the tailor something
          untrue, where a missing answer shows, and the studio calls about every order anyway. */}
      <div className={styles.choices}>
        {measurementChoices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input type="radio" name={measurementFields.choice} value={choice} />
            {copy.choices[choice]}
          </label>
        ))}
      </div>
      <div className={styles.now}>
        <p className={styles.tip}>{copy.tip}</p>
        <fieldset className={styles.units}>
          <legend className={styles.unitsLegend}>{copy.unit.legend}</legend>
          {measurementUnits.map((unit) => (
            <label key={unit} className={styles.choice}>
              <input type="radio" name={measurementFields.unit} value={unit} defaultChecked={unit === "cm"} />
              {copy.unit[unit]}
            </label>
          ))}
        </fieldset>
        {helpers && saved.length > 0 ? (
          <ul className={styles.saved}>
            {saved.map((set) => (
              <li key={set.name} className={styles.savedSet}>
                <button type="button" className={styles.savedButton} onClick={() => applySaved(set)}>
                  {fillIn(copy.saved.use, { name: set.name, date: helpers.savedDate(set.updated) })}
                </button>
                <button type="button" className={styles.savedButton} onClick={() => forget(set)}>
                  {fillIn(copy.saved.forget, { name: set.name })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <p role="status" className={styles.status}>
          {status}
        </p>
        {/* A hydration boundary: React hydrates these after the rest of the form, in short steps;
            a tap on one hydrates them first. */}
        <Activity>
          <div className={styles.groups}>
            {/* First child for the select's placeholder, then one per outfit type: the CSS pairs them by place. */}
            <p className={styles.note}>{copy.chooseType}</p>
            {outfitTypes.map((option) => {
              const list = lists[option.value] ?? [];
              if (list.length === 0)
                return (
                  <p key={option.value} className={styles.note}>
                    {copy.noList}
                  </p>
                );
              return (
                <fieldset key={option.value} className={styles.group}>
                  <legend className={styles.groupLegend}>{option.label}</legend>
                  <div className={styles.fields}>
                    {list.map((id) => {
                      const definition = definitions[id];
                      if (!definition) return null;
                      const name = measurementFieldName(option.value, id);
                      return (
                        <MeasurementField
                          key={id}
                          id={id}
                          outfitType={option.value}
                          name={name}
                          definition={definition}
                          howTo={copy.howTo}
                          error={errors[name]}
                          onInvalid={() => check(name)}
                        />
                      );
                    })}
                  </div>
                </fieldset>
              );
            })}
          </div>
        </Activity>
        {/* Keeping needs script (the phone's storage): out of sight until it works, in its place. */}
        <Hydrated>
          {(hydrated) => (
            <div className={untilHydrated(hydrated, styles.keep)}>
              <label className={styles.choice}>
                {/* No names: neither posted to the studio nor kept in the order's draft. */}
                <input type="checkbox" data-keep-measurements="" />
                {copy.saved.keep}
              </label>
              <label className={styles.keepName}>
                <span className="visually-hidden">{copy.saved.keepName}</span>
                <input
                  type="text"
                  data-keep-name=""
                  defaultValue={copy.saved.defaultName}
                  maxLength={30}
                  autoComplete="off"
                  className={styles.nameInput}
                />
              </label>
              <p className={styles.keepHint}>{copy.saved.keepHint}</p>
            </div>
          )}
        </Hydrated>
      </div>
    </fieldset>
  );
});

interface MeasurementFieldProps {
  id: string;
  outfitType: string;
  name: string;
  definition: MeasurementDefinition;
  howTo: string;
  error: string | undefined;
  onInvalid: () => void;
}

// Label, field and its problem in a compact grid; how to measure (drawing and hint) opens on demand,
// and is the field's description all the same.
function MeasurementField({
  id,
  outfitType,
  name,
  definition,
  howTo,
  error,
  onInvalid,
}: MeasurementFieldProps) {
  const control = useId();
  const hintId = `${control}-hint`;
  const errorId = `${control}-error`;
  return (
    <div className={styles.measure}>
      <label htmlFor={control} className={styles.label}>
        {definition.label}
      </label>
      <input
        id={control}
        className={styles.control}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        name={name}
        type="text"
        inputMode="decimal"
        enterKeyHint="next"
        autoComplete="off"
        spellCheck={false}
        data-measurement={id}
        data-outfit-type={outfitType}
        onInvalid={onInvalid}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      <details className={styles.how}>
        <summary className={styles.howSummary}>
          {howTo}
          <span className="visually-hidden"> {definition.label}</span>
        </summary>
        <div className={styles.howBody}>
          {definition.drawing ? (
            <img
              src={drawingUrl(definition.drawing)}
              alt=""
              loading="lazy"
              width={40}
              height={100}
              className={styles.drawing}
            />
          ) : null}
          <p id={hintId} className={styles.hint}>
            {definition.hint}
          </p>
        </div>
      </details>
    </div>
  );
}
