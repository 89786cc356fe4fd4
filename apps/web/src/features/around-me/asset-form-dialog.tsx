import { useForm } from '@ypo/headless';
import {
  ACCOMMODATION_TYPES,
  AROUND_ME_MESSAGES as M,
  ASSET_FORM_SCHEMA,
  CUISINES,
  EMPTY_ASSET_FORM,
  ESTABLISHMENT_TYPES,
  HOTEL_CLASSES,
  PRICE_RANGES,
  RELATIONSHIP_CHOICES,
  assetFormOf,
  relationshipValue,
  relationshipsOf,
  toggleExclusive,
  useAroundMePeople,
  useAroundMePlaces,
  useAssetSubmit,
  type AssetFormField,
  type AssetRelationship,
  type BusinessAsset,
} from '@ypo/headless/around-me';
import { useMemo, useState } from 'react';
import { Button, Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import { AlertText, Notice, TextInput } from '../../components/form';
import { ModalDialog } from '../../components/modal-dialog';
import { SelectField } from '../../components/select-field';
import { useUser } from '../../lib/auth';
import * as styles from './around-me.css';

const items = (values: readonly string[]) => values.map((v) => ({ id: v, label: v }));

/** Another member to add to the existing business (POST around-me/searchprofile), from 2 characters. */
function AffiliateAnother({ onPick, isDisabled }: { onPick: (personId: string) => void; isDisabled: boolean }) {
  const [text, setText] = useState('');
  const { people } = useAroundMePeople(text);
  return (
    <>
      <TextInput label={M.affiliateAnother} value={text} onChange={setText} />
      {people.length > 0 ? (
        <ul className={styles.list} aria-label={M.affiliateAnother}>
          {people.map((person) => {
            const name = `${person.preferredName ?? person.firstName} ${person.lastName}`;
            return (
              <li key={person.id}>
                <Button className={styles.secondaryButton} isDisabled={isDisabled} onPress={() => onPick(person.id)}>
                  {M.addPerson(name)}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

/**
 * The add / edit business dialog (spec 002 §4, §5, §8): every field labelled, the required fields
 * and the telephone pattern checked on submit, what was typed kept whatever fails. The relationship's
 * 'None of the above' is exclusive. A new business that already exists ('Asset already exists')
 * offers to add the member to it; a save-and-submit that failed (swallowed, spec 002 §8) says the
 * business was not submitted and keeps the form.
 */
export function AssetFormDialog({ asset, onClose }: { asset?: BusinessAsset | undefined; onClose: (message?: string) => void }) {
  const { userId } = useUser();
  const initial = useMemo(() => (asset ? assetFormOf(asset) : EMPTY_ASSET_FORM), [asset]);
  const form = useForm<AssetFormField>(ASSET_FORM_SCHEMA, initial);
  const { values, errors, field, setValue } = form;
  const places = useAroundMePlaces(undefined);
  const country = places.countries.find((c) => c.countryCode === values.countryCode);
  const { states } = useAroundMePlaces(country?.id);
  const submitter = useAssetSubmit(userId);
  const [outcome, setOutcome] = useState<{ duplicateOf?: string | undefined; notSubmitted?: boolean }>({});

  const submit = async () => {
    setOutcome({});
    if (!form.validate()) return;
    const result = await submitter.submit({ values, countryName: country?.name ?? values.countryCode, ...(asset?.id ? { id: asset.id } : {}) });
    if (!result?.ok) return;
    if (result.data.status === 'submitted') onClose(M.submitted);
    else if (result.data.status === 'duplicate') setOutcome({ duplicateOf: result.data.assetId });
    else setOutcome({ notSubmitted: true });
  };

  const affiliate = async (assetId: string, personId: string) => {
    const relationship = relationshipsOf(values.relationship).filter((r): r is AssetRelationship => r !== 'None of the above');
    const result = await submitter.affiliate({ assetId, personId, relationship });
    if (result?.ok) onClose(M.affiliated);
  };

  const select = (name: AssetFormField, label: string, choices: readonly string[]) => (
    <SelectField className={styles.filter} label={label} items={items(choices)} selectedKey={values[name]} onChange={(v) => setValue(name, v)} errorMessage={errors[name]} />
  );
  const text = (name: AssetFormField, label: string, type: 'text' | 'tel' = 'text') => <TextInput label={label} type={type} {...field(name)} />;
  const relationship = relationshipsOf(values.relationship);
  const isDining = values.establishmentType === 'Dining';
  const isHotel = values.establishmentType === 'Accommodation';

  return (
    <ModalDialog title={asset ? M.editAsset : M.addAsset} isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {text('name', M.fieldName)}
        {text('address1', M.fieldStreet)}
        {text('address2', M.fieldAddress2)}
        {text('city', M.fieldCity)}
        <SelectField
          className={styles.filter}
          label={M.fieldCountry}
          items={places.countries.map((c) => ({ id: c.countryCode ?? c.id, label: c.name }))}
          selectedKey={values.countryCode}
          onChange={(code) => {
            setValue('countryCode', code);
            setValue('state', '');
          }}
          errorMessage={errors.countryCode}
        />
        {states.length > 0 ? select('state', M.fieldState, states.map((s) => s.name)) : text('state', M.fieldState)}
        {text('zip', M.fieldZip)}
        {select('region', M.fieldRegion, places.regions)}
        <CheckboxGroup
          className={`${styles.field} ${styles.wide}`}
          value={relationship}
          onChange={(next) => {
            const changed = next.find((v) => !relationship.includes(v)) ?? relationship.find((v) => !next.includes(v));
            if (changed) setValue('relationship', relationshipValue(toggleExclusive(relationship, changed)));
          }}
          isInvalid={errors.relationship !== undefined}
          validationBehavior="aria"
        >
          <Label className={styles.label}>{M.fieldRelationship}</Label>
          <div className={styles.choices}>
            {RELATIONSHIP_CHOICES.map((choice) => (
              <Checkbox key={choice} value={choice} className={styles.checkbox}>
                <span className={styles.checkboxBox} aria-hidden="true" />
                {choice}
              </Checkbox>
            ))}
          </div>
          <FieldError className={styles.meta}>{errors.relationship}</FieldError>
        </CheckboxGroup>
        <SelectField
          className={styles.filter}
          label={M.fieldEstablishmentType}
          items={items(ESTABLISHMENT_TYPES)}
          selectedKey={values.establishmentType}
          onChange={(v) => setValue('establishmentType', v)}
          errorMessage={errors.establishmentType}
        />
        {isHotel ? select('accommodationType', M.fieldAccommodationType, ACCOMMODATION_TYPES) : null}
        {isHotel ? select('hotelClass', M.fieldHotelClass, HOTEL_CLASSES) : null}
        {isDining ? select('cuisine', M.fieldCuisine, CUISINES) : null}
        {isDining ? (
          <Checkbox className={styles.checkbox} isSelected={values.destinationRestaurant === 'true'} onChange={(on) => setValue('destinationRestaurant', on ? 'true' : '')}>
            <span className={styles.checkboxBox} aria-hidden="true" />
            {M.fieldDestinationRestaurant}
          </Checkbox>
        ) : null}
        {select('priceRange', M.fieldPriceRange, PRICE_RANGES)}
        {text('website', M.fieldWebsite)}
        {text('discountCode', M.fieldDiscountCode)}
        {text('telephone', M.fieldTelephone, 'tel')}
        {text('managerContact', M.fieldManagerContact)}
        <div className={styles.wide}>
          {outcome.notSubmitted ? <AlertText message={M.notSubmitted} /> : null}
          {outcome.duplicateOf !== undefined ? (
            <Notice kind="warning" message={M.assetAlreadyExists}>
              <p>{M.affiliateOffer}</p>
              <Button className={styles.secondaryButton} isDisabled={submitter.isAffiliating} onPress={() => void affiliate(outcome.duplicateOf ?? '', userId ?? '')}>
                {M.affiliate}
              </Button>
              <AffiliateAnother isDisabled={submitter.isAffiliating} onPick={(personId) => void affiliate(outcome.duplicateOf ?? '', personId)} />
            </Notice>
          ) : null}
          <AlertText message={submitter.submitError?.message ?? submitter.affiliateError?.message} />
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <Button type="submit" className={styles.button} isDisabled={submitter.isSubmitting}>
            {M.submit}
          </Button>
          <Button className={styles.secondaryButton} onPress={() => onClose()}>
            {M.cancel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

