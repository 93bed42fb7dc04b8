import './measure';
import validate from '../../src/generated/validators/human.js';
import { renderEngineForm } from './engineForm';
import { benchForms } from './fixtures';

renderEngineForm(benchForms.human, validate);
