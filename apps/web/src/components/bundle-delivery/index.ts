export { BundleDeliverySection } from './bundle-delivery-section.tsx';
