// The form's fields, each with its label, hint, an empty error message (filled by the form's
// script, or by the Worker when JavaScript is off) and its control, linked by the ids of
// enquiry/fields.ts. Controls are uncontrolled: what the visitor typed is never overwritten.
import type { InputHTMLAttributes, ReactNode } from 'react'
import { enquiry } from '../../data/enquiry.ts'
import { enquiryControlNames, enquiryIds, type EnquiryFieldName } from '../../enquiry/fields.ts'
import {
  Choice,
  Choices,
  FieldError,
  FieldSet,
  FileInput,
  Group,
  Hint,
  Label,
  Legend,
  Select,
  TextArea,
  TextInput,
  fieldErrorAttribute,
  type FieldWidth,
} from './enquiry-form-styles.ts'

type FieldName = EnquiryFieldName | 'photos'

/** The hint (when the copy has one) and the error slot, and the ids that describe the control. */
function describe(name: FieldName) {
  const hint = enquiry.fields[name].hint
  const describedBy = [hint ? enquiryIds.hint(name) : '', enquiryIds.error(name)].filter(Boolean).join(' ')
  const notes = (
    <>
      {hint && <Hint id={enquiryIds.hint(name)}>{hint}</Hint>}
      <FieldError id={enquiryIds.error(name)} {...{ [fieldErrorAttribute]: '' }} hidden />
    </>
  )
  return { describedBy, notes }
}

/** What a control needs to be the field's: its id, and the hint and error that describe it. */
type ControlIds = { id: string; 'aria-describedby': string }

/** A labelled field: the label, the hint and error slot, then the control. */
function Field({ name, control }: { name: FieldName; control: (ids: ControlIds) => ReactNode }) {
  const { describedBy, notes } = describe(name)
  return (
    <Group>
      <Label htmlFor={enquiryIds.field(name)}>{enquiry.fields[name].label}</Label>
      {notes}
      {control({ id: enquiryIds.field(name), 'aria-describedby': describedBy })}
    </Group>
  )
}

type TextFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'inputMode'
> & {
  name: 'name' | 'phone' | 'email' | 'postcode'
  width: FieldWidth
}

export function TextField({ name, width, ...attributes }: TextFieldProps) {
  return <Field name={name} control={(ids) => <TextInput {...ids} name={name} $width={width} {...attributes} />} />
}

export function NoteField() {
  return <Field name="note" control={(ids) => <TextArea {...ids} name="note" rows={4} />} />
}

export function SelectField({ name, options }: { name: EnquiryFieldName; options: { value: string; label: string }[] }) {
  return (
    <Field
      name={name}
      control={(ids) => (
        <Select {...ids} name={name}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  )
}

/** Radios in a fieldset; the first takes the field's id, so the error summary's link lands on it. */
export function RadioField({
  name,
  options,
}: {
  name: EnquiryFieldName
  options: readonly { value: string; label: string; preselected?: boolean | undefined }[]
}) {
  const { describedBy, notes } = describe(name)
  return (
    <FieldSet aria-describedby={describedBy}>
      <Legend>{enquiry.fields[name].label}</Legend>
      {notes}
      <Choices>
        {options.map((option, index) => (
          <Choice key={option.value}>
            <input
              type="radio"
              id={index === 0 ? enquiryIds.field(name) : `${enquiryIds.field(name)}-${option.value}`}
              name={name}
              value={option.value}
              defaultChecked={option.preselected}
              data-preselected={option.preselected || undefined}
            />
            {option.label}
          </Choice>
        ))}
      </Choices>
    </FieldSet>
  )
}

export function PhotoField() {
  return (
    <Field
      name="photos"
      control={(ids) => <FileInput {...ids} type="file" name={enquiryControlNames.photos} accept="image/*" multiple />}
    />
  )
}
