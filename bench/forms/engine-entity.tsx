import './measure';
import validate from '../../src/generated/validators/entity.js';
import { renderEngineForm } from './engineForm';
import { benchForms } from './fixtures';

renderEngineForm(benchForms.entity, validate);
