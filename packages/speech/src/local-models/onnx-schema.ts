/**
 * The part of ONNX's protobuf schema (onnx/onnx.proto, IR version 7+, field numbers as published)
 * that Vocable reads and writes: model metadata, graph inputs and outputs, nodes, initializers.
 * Fields left out are skipped by the decoder, so real models with more in them decode the same.
 */
import protobuf from "protobufjs";

const ONNX_PROTO = `
syntax = "proto3";
package onnx;

message AttributeProto {
  string name = 1;
  int32 type = 20;
  float f = 2;
  int64 i = 3;
  bytes s = 4;
  TensorProto t = 5;
  repeated float floats = 7;
  repeated int64 ints = 8;
}
message ValueInfoProto {
  string name = 1;
  TypeProto type = 2;
  string doc_string = 3;
}
message NodeProto {
  repeated string input = 1;
  repeated string output = 2;
  string name = 3;
  string op_type = 4;
  string domain = 7;
  repeated AttributeProto attribute = 5;
}
message ModelProto {
  int64 ir_version = 1;
  repeated OperatorSetIdProto opset_import = 8;
  string producer_name = 2;
  string producer_version = 3;
  string domain = 4;
  int64 model_version = 5;
  string doc_string = 6;
  GraphProto graph = 7;
  repeated StringStringEntryProto metadata_props = 14;
}
message StringStringEntryProto {
  string key = 1;
  string value = 2;
}
message GraphProto {
  repeated NodeProto node = 1;
  string name = 2;
  repeated TensorProto initializer = 5;
  string doc_string = 10;
  repeated ValueInfoProto input = 11;
  repeated ValueInfoProto output = 12;
}
message TensorProto {
  repeated int64 dims = 1;
  int32 data_type = 2;
  repeated float float_data = 4;
  repeated int64 int64_data = 7;
  string name = 8;
  bytes raw_data = 9;
}
message TensorShapeProto {
  message Dimension {
    oneof value {
      int64 dim_value = 1;
      string dim_param = 2;
    }
  }
  repeated Dimension dim = 1;
}
message TypeProto {
  message Tensor {
    int32 elem_type = 1;
    TensorShapeProto shape = 2;
  }
  oneof value {
    Tensor tensor_type = 1;
  }
}
message OperatorSetIdProto {
  string domain = 1;
  int64 version = 2;
}
`;

const root = protobuf.parse(ONNX_PROTO, { keepCase: true }).root;

/** The ONNX message types, by their schema name (field names as in onnx.proto, snake_case). */
export const onnx = {
  ModelProto: root.lookupType("onnx.ModelProto"),
  GraphProto: root.lookupType("onnx.GraphProto"),
  ValueInfoProto: root.lookupType("onnx.ValueInfoProto"),
  StringStringEntryProto: root.lookupType("onnx.StringStringEntryProto"),
};

/** Field numbers of the messages whose top level is walked without decoding it whole. */
export const MODEL_FIELDS = { graph: 7, metadataProps: 14 } as const;
export const GRAPH_FIELDS = { input: 11, output: 12 } as const;

/** ONNX `TensorProto.DataType` codes used here. */
export const ONNX_FLOAT = 1;
export const ONNX_INT64 = 7;
