import './measure';
import validate from '../../src/generated/validators/policy-add.js';
import { renderEngineForm } from './engineForm';
import { benchForms } from './fixtures';

renderEngineForm(benchForms.policy, validate);
