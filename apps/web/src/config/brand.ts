export const CONSULTANCY_NAME = 'VisaDesk Migration Consultancy';
