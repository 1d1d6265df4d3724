// The form's fields, each with its label, hint, an empty error message (filled by the form's
// script, or by the Worker when JavaScript is off) and its control, linked by the ids of
// enquiry/fields.ts. Controls are uncontrolled: what the visitor typed is never overwritten.
import type { InputHTMLAttributes } from 'react'
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

type TextFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'inputMode'
> & {
  name: 'name' | 'phone' | 'email' | 'postcode'
  width: FieldWidth
}

export function TextField({ name, width, ...attributes }: TextFieldProps) {
  const { describedBy, notes } = describe(name)
  return (
    <Group>
      <Label htmlFor={enquiryIds.field(name)}>{enquiry.fields[name].label}</Label>
      {notes}
      <TextInput id={enquiryIds.field(name)} name={name} $width={width} aria-describedby={describedBy} {...attributes} />
    </Group>
  )
}

export function NoteField() {
  const { describedBy, notes } = describe('note')
  return (
    <Group>
      <Label htmlFor={enquiryIds.field('note')}>{enquiry.fields.note.label}</Label>
      {notes}
      <TextArea id={enquiryIds.field('note')} name="note" rows={4} aria-describedby={describedBy} />
    </Group>
  )
}

export function SelectField({ name, options }: { name: EnquiryFieldName; options: { value: string; label: string }[] }) {
  const { describedBy, notes } = describe(name)
  return (
    <Group>
      <Label htmlFor={enquiryIds.field(name)}>{enquiry.fields[name].label}</Label>
      {notes}
      <Select id={enquiryIds.field(name)} name={name} aria-describedby={describedBy}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Group>
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
  const { describedBy, notes } = describe('photos')
  return (
    <Group>
      <Label htmlFor={enquiryIds.field('photos')}>{enquiry.fields.photos.label}</Label>
      {notes}
      <FileInput
        type="file"
        id={enquiryIds.field('photos')}
        name={enquiryControlNames.photos}
        accept="image/*"
        multiple
        aria-describedby={describedBy}
      />
    </Group>
  )
}
