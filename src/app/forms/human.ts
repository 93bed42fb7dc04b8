import schema from '../../../schemas/human/human.schema.json';
import ui from '../../../schemas/human/human.ui.json';
import validate from '../../generated/validators/human.js';
import type { UiSchema } from '../../engine/core/manifests';
import type { FormDefinition } from './registry';

const human: FormDefinition = { schema, ui: ui as UiSchema, validate };
export default human;
