import { usePublicSettings } from '../layouts/public-settings';
import '../../styles/applicant-copy.css';

/**
 * The consultancy's name from Settings at the top of the applicant copy on paper: the
 * public copy, the desk's copy and its print view. Shown on paper only: on screen the site's or the
 * desk's own header names the agency.
 */
export function CopyLetterhead() {
  const { consultancyName } = usePublicSettings();
  return (
    <p className="print-letterhead" dir="auto">
      {consultancyName}
    </p>
  );
}
