import { zodResolver } from '@hookform/resolvers/zod';
import {
  DemandInputSchema,
  latinDigits,
  majorUnits,
  minorDigits,
  minorUnits,
  type Demand,
  type DemandInput,
  type DemandRequest,
  type DemandState,
  type Position,
} from '@visadesk/contract';
import type { Resolver } from 'react-hook-form';

/** A position as its inputs hold it: numbers as typed, the salary in whole units ("1,400.50"). */
export interface PositionValues {
  /** The saved position's id, '' for a new one: a kept position keeps its linked workers. */
  _id: string;
  title: string;
  quota: string;
  salary: { amount: string; currency: string };
  hours: string;
  food: string;
  accommodation: string;
  ticket: string;
  contractYears: string;
  skills: string;
}

/** The form as typed; its paths are the contract's, so the server's field messages land on their inputs. */
export interface DemandFormValues {
  employer: { name: string; country: string; city: string };
  positions: PositionValues[];
  approvalNo: string;
  approvalDate: string;
  interview: { date: string; place: string };
  closes: string;
  state: DemandState;
}

export const emptyPosition = (currency = ''): PositionValues => ({
  _id: '', title: '', quota: '', salary: { amount: '', currency }, hours: '', food: '', accommodation: '', ticket: '', contractYears: '', skills: '',
});

export const emptyDemandForm = (): DemandFormValues => ({
  employer: { name: '', country: '', city: '' },
  positions: [emptyPosition()],
  approvalNo: '',
  approvalDate: '',
  interview: { date: '', place: '' },
  closes: '',
  state: 'draft',
});

/** The salary as typed from what is saved: whole units with the currency's digits ("1400.00"). */
const typedAmount = (amount: number, currency: string) => majorUnits(amount, currency).toFixed(minorDigits(currency));

const positionValues = ({ salary, quota, contractYears, ...position }: Position): PositionValues => ({
  ...position,
  quota: String(quota),
  contractYears: String(contractYears),
  salary: { amount: typedAmount(salary.amount, salary.currency), currency: salary.currency },
});

/** A saved demand as the edit form starts it. */
export const demandFormValues = (demand: Demand): DemandFormValues => ({
  employer: { ...demand.employer },
  positions: demand.positions.map(positionValues),
  approvalNo: demand.approvalNo,
  approvalDate: demand.approvalDate,
  interview: { ...demand.interview },
  closes: demand.closes,
  state: demand.state,
});

/** A whole number as typed (in any digits), NaN for anything else, which the contract refuses with its message. */
const wholeNumber = (typed: string): number => {
  const clean = latinDigits(typed).trim();
  return /^\d+$/.test(clean) ? Number(clean) : Number.NaN;
};

const positionInput = ({ _id, quota, contractYears, salary, ...position }: PositionValues): DemandInput['positions'][number] => {
  const currency = salary.currency.trim().toUpperCase();
  return {
    ...(_id ? { _id } : {}),
    ...position,
    quota: wholeNumber(quota),
    contractYears: wholeNumber(contractYears),
    salary: { amount: minorUnits(latinDigits(salary.amount), currency), currency },
  };
};

/** What the form sends: the contract's demand, amounts in the currency's smallest unit. */
export const demandInput = (values: DemandFormValues): DemandInput => ({ ...values, positions: values.positions.map(positionInput) });

const contractResolver = zodResolver(DemandInputSchema);

/** The contract's rules on what the inputs hold, their messages at the same paths. */
export const demandResolver: Resolver<DemandFormValues, unknown, DemandRequest> = (values, context, options) =>
  contractResolver(demandInput(values), context, options as never) as ReturnType<Resolver<DemandFormValues, unknown, DemandRequest>>;
