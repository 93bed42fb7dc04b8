import './measure';
import { benchForms } from './fixtures';
import { renderPlainForm } from './plainForm';

renderPlainForm(benchForms.policy);
