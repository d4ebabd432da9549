/**
 * The nnet3 components an x-vector network is made of, read from their binary form: affine
 * (natural-gradient or plain), ReLU, batch norm (folded to a scale and shift, as in test mode),
 * statistics extraction and pooling, and log-softmax (read to get past it; the x-vector is taken
 * before it). Every field is read by its known type; an unknown field or component type is an Error.
 */
import type { KaldiMatrix, KaldiReader } from "./kaldi-reader";

/** A component as the forward pass uses it. */
export type Layer =
  | { kind: "affine"; inputDim: number; outputDim: number; weights: Float32Array; bias: Float32Array }
  | { kind: "relu"; dim: number }
  | { kind: "batchnorm"; dim: number; scale: Float32Array; shift: Float32Array }
  | { kind: "stats-extraction"; inputDim: number; includeVariance: boolean }
  | { kind: "stats-pooling"; inputDim: number; leftContext: number; rightContext: number; numLogCountFeatures: number; outputStddevs: boolean; varianceFloor: number }
  | { kind: "unused"; type: string };

/** Field types of the components we read: integers, floats, booleans, vectors, matrices. */
const INT_FIELDS = new Set(["<Dim>", "<BlockDim>", "<InputDim>", "<InputPeriod>", "<OutputPeriod>", "<LeftContext>", "<RightContext>", "<NumLogCountFeatures>", "<RankIn>", "<RankOut>", "<UpdatePeriod>"]);
const BOOL_FIELDS = new Set(["<TestMode>", "<IncludeVarinance>", "<OutputStddevs>", "<IsGradient>", "<UseNaturalGradient>"]);
const VECTOR_FIELDS = new Set(["<BiasParams>", "<ValueAvg>", "<DerivAvg>", "<OderivRms>", "<StatsMean>", "<StatsVar>"]);
const MATRIX_FIELDS = new Set(["<LinearParams>"]);
const FLOAT_FIELDS = new Set([
  "<MaxChange>", "<LearningRate>", "<LearningRateFactor>", "<L2Regularize>", "<NumSamplesHistory>", "<Alpha>", "<Count>",
  "<OderivCount>", "<NumDimsSelfRepaired>", "<NumDimsProcessed>", "<SelfRepairScale>", "<SelfRepairLowerThreshold>",
  "<SelfRepairUpperThreshold>", "<Epsilon>", "<TargetRms>", "<VarianceFloor>", "<OrthonormalConstraint>",
]);
const SUPPORTED = new Set([
  "<NaturalGradientAffineComponent>", "<AffineComponent>", "<RectifiedLinearComponent>", "<BatchNormComponent>",
  "<StatisticsExtractionComponent>", "<StatisticsPoolingComponent>", "<LogSoftmaxComponent>",
]);

type FieldValue = number | boolean | Float32Array | KaldiMatrix;

/** One component: its type token, then `<Field> value` pairs up to `</Type>`. */
export function readComponent(reader: KaldiReader): Layer {
  const type = reader.readToken();
  if (!SUPPORTED.has(type)) reader.fail(`unsupported component type ${type}`);
  const end = `</${type.slice(1)}`;
  const fields = new Map<string, FieldValue>();
  for (;;) {
    const token = reader.readToken();
    if (token === end) break;
    if (INT_FIELDS.has(token)) fields.set(token, reader.readInt32());
    else if (FLOAT_FIELDS.has(token)) fields.set(token, reader.readFloat());
    else if (BOOL_FIELDS.has(token)) fields.set(token, reader.readBool());
    else if (VECTOR_FIELDS.has(token)) fields.set(token, reader.readVector());
    else if (MATRIX_FIELDS.has(token)) fields.set(token, reader.readMatrix());
    else reader.fail(`unsupported field ${token} in ${type}`);
  }
  const int = (f: string) => field<number>(fields, f, type, reader);
  switch (type) {
    case "<NaturalGradientAffineComponent>":
    case "<AffineComponent>": {
      const linear = field<KaldiMatrix>(fields, "<LinearParams>", type, reader);
      const bias = field<Float32Array>(fields, "<BiasParams>", type, reader);
      if (bias.length !== linear.rows) reader.fail(`${type}: bias has ${bias.length} values for ${linear.rows} outputs`);
      return { kind: "affine", inputDim: linear.cols, outputDim: linear.rows, weights: linear.data, bias };
    }
    case "<RectifiedLinearComponent>":
      return { kind: "relu", dim: int("<Dim>") };
    case "<BatchNormComponent>": {
      const dim = int("<Dim>");
      if (int("<BlockDim>") !== dim) reader.fail("batch norm over blocks is not supported");
      const mean = field<Float32Array>(fields, "<StatsMean>", type, reader);
      const variance = field<Float32Array>(fields, "<StatsVar>", type, reader);
      const epsilon = field<number>(fields, "<Epsilon>", type, reader);
      const targetRms = field<number>(fields, "<TargetRms>", type, reader);
      if (mean.length !== dim || variance.length !== dim) reader.fail("batch norm statistics do not match its dimension");
      // Test mode: y = (x - mean) * targetRms / sqrt(var + epsilon).
      const scale = new Float32Array(dim);
      const shift = new Float32Array(dim);
      for (let i = 0; i < dim; i++) {
        scale[i] = targetRms / Math.sqrt(variance[i] + epsilon);
        shift[i] = -mean[i] * scale[i];
      }
      return { kind: "batchnorm", dim, scale, shift };
    }
    case "<StatisticsExtractionComponent>":
      if (int("<InputPeriod>") !== 1 || int("<OutputPeriod>") !== 1) reader.fail("statistics extraction with a period other than 1 is not supported");
      return { kind: "stats-extraction", inputDim: int("<InputDim>"), includeVariance: field<boolean>(fields, "<IncludeVarinance>", type, reader) };
    case "<StatisticsPoolingComponent>":
      if (int("<InputPeriod>") !== 1) reader.fail("statistics pooling with a period other than 1 is not supported");
      return {
        kind: "stats-pooling",
        inputDim: int("<InputDim>"),
        leftContext: int("<LeftContext>"),
        rightContext: int("<RightContext>"),
        numLogCountFeatures: int("<NumLogCountFeatures>"),
        outputStddevs: field<boolean>(fields, "<OutputStddevs>", type, reader),
        varianceFloor: field<number>(fields, "<VarianceFloor>", type, reader),
      };
    default:
      return { kind: "unused", type };
  }
}

function field<T extends FieldValue>(fields: Map<string, FieldValue>, name: string, type: string, reader: KaldiReader): T {
  const value = fields.get(name);
  if (value === undefined) reader.fail(`${type} has no ${name}`);
  return value as T;
}

