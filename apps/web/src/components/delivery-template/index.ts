export { useAssignDelivery, useDeliveryTemplates } from './api.ts';
export { DeliveryTemplateForm, type DeliveryTemplateFormProps } from './template-form.tsx';
export { DeliveryTemplateManager, TemplateName, type DeliveryTemplateManagerProps } from './template-manager.tsx';
export { DeliveryTemplateChooser, DeliverySummary, type DeliveryTemplateChooserProps } from './template-chooser.tsx';
export { ApplyTemplateModal, type ApplyTemplateModalProps } from './apply-template-modal.tsx';
export { BulkApplyButton } from './bulk-apply-button.tsx';
