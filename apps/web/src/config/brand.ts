export const APP_NAME = 'VisaDesk';
export const CONSULTANCY_NAME = 'VisaDesk Migration Consultancy';
