/* Second public entry of the company-profile area: the profile form with its map and the image uploads, loaded only with the settings screen. */
export { CompanyProfileForm } from './components/company-profile-form';
export { CompanyImageUpload } from './components/company-image-upload';
